import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import type { ExportSheet } from '@domain/exports/export-sheet';
import { renderReportPdf } from '@domain/reportes/report-pdf';
import { reportHeadline, sheetSection, type ReportPdfContent } from '@domain/reportes/report-pdf-content';
import { readPdf } from '@tests/unit/documents/pdf-content';

// A ranking long enough to run over several pages.
const parties: ExportSheet = {
  fileName: 'x.xlsx',
  sheetName: 'Por deudor',
  columns: [
    { header: 'Rut Deudor', format: 'text' },
    { header: 'Razón Social', format: 'text' },
    { header: 'Documentos', format: 'integer', total: true },
    { header: 'Monto Cedido Vigente', format: 'amount', total: true },
    { header: 'Tasa Reclamo', format: 'percent' },
  ],
  rows: Array.from({ length: 150 }, (_, i) => [
    `${1_000_000 + i}-${i % 10}`,
    `DEUDOR ${i + 1}`,
    i + 1,
    1_000 * (i + 1),
    0.125,
  ]),
  totals: true,
};

const content: ReportPdfContent = {
  titulo: 'Reportes: Resumen',
  filtros: [
    { nombre: 'Periodo', valor: '2026-06 a 2026-11' },
    { nombre: 'Deudor', valor: 'Todos' },
  ],
  resumen: reportHeadline(11_325, 1_234_567_890),
  secciones: [sheetSection(parties, 'Por deudor', 'Ordenados por monto')],
};
const stamp = {
  factoring: { rut: '76389992-6', razonSocial: 'FACTORING ARRAYÁN S.A.' },
  usuario: 'ana@arrayan.cl',
  // 08:10 in Santiago (UTC-3 in summer time).
  generadoEn: new Date('2026-11-29T11:10:00Z'),
};

describe('renderReportPdf', () => {
  it('stamps the title, factoring, date, user, filters and page on every page', async () => {
    const pdf = await readPdf(await renderReportPdf(PDFDocument, content, stamp));
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.width).toBeGreaterThan(pdf.height);
    pdf.pageTexts.forEach((text, index) => {
      expect(text).toContain('Reportes: Resumen');
      expect(text).toContain('FACTORING ARRAYÁN S.A. · RUT 76.389.992-6');
      expect(text).toContain('Generado el 29/11/2026 08:10 (hora de Chile) por ana@arrayan.cl');
      expect(text).toContain('Filtros: Periodo: 2026-06 a 2026-11 · Deudor: Todos');
      expect(text).toContain(`Página ${index + 1} de ${pdf.pages}`);
      // The table's header row is repeated on each page the table spans.
      expect(text).toContain('Monto Cedido Vigente');
    });
  });

  it("carries the report's figures as the screen writes them, totals included", async () => {
    const { text } = await readPdf(await renderReportPdf(PDFDocument, content, stamp));
    expect(text).toContain('11.325 documentos. Total cedido vigente: $1.234.567.890');
    expect(text).toContain('Ordenados por monto');
    for (const i of [0, 74, 149]) {
      expect(text).toContain(`DEUDOR ${i + 1} ${i + 1} $${(1_000 * (i + 1)).toLocaleString('es-CL')} 12,5%`);
    }
    // Total: 150 documents ... 1+..+150 = 11.325, amount 11.325.000.
    expect(text).toContain('Total 11.325 $11.325.000');
  });
});
