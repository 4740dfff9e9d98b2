import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { displayRut, formatClp } from '@domain/es-cl-format';
import { buildClientReport } from '@web/features/client-detail/model/report/client-report';
import { type FiguresBlock, type TableBlock } from '@web/features/client-detail/model/report/report-types';
import { renderClientReportPdf } from '@web/features/client-detail/model/report/client-report-pdf';
import { niceAxisMax } from '@web/features/client-detail/model/report/report-bar-chart';
import { nameWithRut } from '@web/features/client-detail/model/report/report-names';
import { readPdf } from '@tests/unit/documents/pdf-content';
import { CLIENT, cesion, doc, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';

const FACTORING_A = '96000001-1';
const FACTORING_B = '96000002-2';
const DEBTOR = '77000001-1';
const SUPPLIER = '78000001-1';
const range = { inicio: '2025-03-01', fin: '2025-04-30' };
const sales = [
  doc({ folio: 1, fechaEmision: '2025-03-05', total: 1_500_000 }),
  doc({ folio: 2, fechaEmision: '2025-03-20', total: 2_250_000 }),
  doc({ folio: 3, fechaEmision: '2025-04-10', total: 4_000_000 }),
  doc({ folio: 4, fechaEmision: '2025-06-10', total: 9_000_000 }),
  doc({ folio: 9, tipoDTE: 61, fechaEmision: '2025-04-11', total: 300_000 }),
];
const cesiones = [
  cesion({
    folioDTE: 1,
    fechaEmision: '2025-03-05',
    montoCesion: 1_500_000,
    rutCesionario: FACTORING_A,
    fechaHoraCesion: '2025-03-06 10:00:00',
  }),
  cesion({
    folioDTE: 3,
    fechaEmision: '2025-04-10',
    montoCesion: 3_900_000,
    rutCesionario: FACTORING_B,
    fechaHoraCesion: '2025-04-12 11:00:00',
  }),
  cesion({
    folioDTE: 4,
    fechaEmision: '2025-06-10',
    montoCesion: 9_000_000,
    rutCesionario: FACTORING_A,
    fechaHoraCesion: '2025-06-11 11:00:00',
  }),
];
/** A purchase and its cession by the supplier (the client is the deudor). */
const purchases = [
  doc({
    ventaOCompra: 'compra',
    folio: 50,
    rutEmisor: SUPPLIER,
    rutReceptor: CLIENT,
    fechaEmision: '2025-03-10',
    total: 800_000,
  }),
  doc({
    ventaOCompra: 'compra',
    folio: 51,
    rutEmisor: SUPPLIER,
    rutReceptor: CLIENT,
    fechaEmision: '2025-04-15',
    total: 1_200_000,
  }),
];
const supplierCesion = cesion({
  folioDTE: 50,
  rutEmisor: SUPPLIER,
  rutCedente: SUPPLIER,
  rutDeudor: CLIENT,
  rutCesionario: FACTORING_A,
  montoCesion: 800_000,
  fechaHoraCesion: '2025-03-11 09:00:00',
});
const names = [
  { rut: CLIENT, razonsocial: 'Comercial Andes SpA' },
  { rut: FACTORING_A, razonsocial: 'Factoring Uno S.A.' },
  { rut: FACTORING_B, razonsocial: 'Factoring Dos S.A.' },
  { rut: DEBTOR, razonsocial: 'Deudor Grande Ltda.' },
  { rut: SUPPLIER, razonsocial: 'Proveedor Sur SpA' },
];
const historialiva = [
  {
    rut: CLIENT,
    periodo: '2025-03',
    folio: '8001',
    estado: 'Recibida y pagada',
    historial: '[["12/04/2025","Recepción"],["20/04/2025","Pago"]]',
  },
  { rut: CLIENT, periodo: '2025-02', folio: '8000', estado: 'Con giro y sin pago', historial: '[]' },
  { rut: CLIENT, periodo: '2025-01', folio: '7999', estado: 'Recibida y pagada', historial: '[]' },
];
/** 2025-05-02 13:05 UTC is 09:05 in Santiago (UTC-4 in May). */
const now = new Date('2025-05-02T13:05:00Z');
const tables = () => ({
  librocv: [...sales.map((row) => ({ ...row, rutReceptor: DEBTOR })), ...purchases],
  cesion: [...cesiones.map((row) => ({ ...row, rutDeudor: DEBTOR })), supplierCesion],
  razonsocial: names,
  historialiva,
});
const request = {
  range,
  today: '2025-05-02',
  amountMode: 'completo' as const,
  sources: {},
  razonSocial: 'Comercial Andes SpA',
  user: 'analista@factoring.cl',
  now,
};
const inRange = (day: string) => day >= range.inicio && day <= range.fin;

function figure(block: unknown, label: string): string | undefined {
  return (block as FiguresBlock).items.find((item) => item.label === label)?.value;
}

describe('Informe de cliente: report model', () => {
  it('computes the identification, period, footer and each built tab’s figures from the views (es-CL)', async () => {
    const db = await loadTestDatabase(tables());
    const report = buildClientReport(db, {
      ...request,
      tabs: ['cesiones', 'cesionesProveedores', 'ventas', 'compras', 'carpetaTributaria', 'tgr'],
    });

    expect(report.rut).toBe(CLIENT);
    expect(report.periodo).toEqual({ inicio: '01/03/2025', fin: '30/04/2025' });
    expect(report.generadoEl).toBe('02/05/2025 09:05');
    expect(report.generadoPor).toBe('analista@factoring.cl');
    expect(report.fileName).toBe(`informe_${CLIENT}_2025-05-02.pdf`);
    // Riesgo is not among the tabs (factoring without the feature); TGR gave nothing here (no server source loaded).
    expect(report.sections.map((section) => section.title)).toEqual([
      'Cesiones',
      'Cesiones Proveedores',
      'Ventas',
      'Compras',
      'Carpeta Tributaria',
      'TGR: Cartola Fiscal',
    ]);
    expect(report.unidad).toBe('Montos en pesos chilenos ($)');

    const [cesionesSection, proveedoresSection, ventasSection, comprasSection, carpetaSection] = report.sections;
    const ceded = cesiones.filter((row) => inRange(String(row.fechaHoraCesion).slice(0, 10)));
    const cededTotal = ceded.reduce((sum, row) => sum + Number(row.montoCesion), 0);
    expect(figure(cesionesSection!.blocks[0], 'Monto cedido')).toBe(formatClp(cededTotal));
    expect(figure(cesionesSection!.blocks[0], 'Cesiones')).toBe(`${ceded.length} cesiones`);
    const byFactoring = cesionesSection!.blocks.find(
      (block) => block.kind === 'table' && block.title === 'Concentración por Factoring',
    ) as TableBlock;
    expect(byFactoring.rows.map((row) => row[0])).toEqual([
      `Factoring Dos S.A. (${displayRut(FACTORING_B)})`,
      `Factoring Uno S.A. (${displayRut(FACTORING_A)})`,
    ]);
    const share = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      (3_900_000 * 100) / cededTotal,
    );
    expect(byFactoring.rows[0]!.slice(1)).toEqual([formatClp(3_900_000), '1', '1', `${share}%`]);

    const invoices = sales.filter((row) => row.tipoDTE === 33 && inRange(String(row.fechaEmision)));
    const salesTotal = invoices.reduce((sum, row) => sum + Number(row.total), 0);
    expect(figure(ventasSection!.blocks[0], 'Ventas')).toBe(formatClp(salesTotal));
    expect(figure(ventasSection!.blocks[0], 'Documentos')).toBe(`${invoices.length} documentos`);
    const chart = ventasSection!.blocks.find((block) => block.kind === 'bars')!;
    expect(chart.kind === 'bars' && chart.categories).toEqual(['Mar 2025', 'Abr 2025']);
    expect(chart.kind === 'bars' && chart.series[0]!.values).toEqual([1_500_000 + 2_250_000, 4_000_000]);
    // Sales claims are 70 % of the credit notes (client-detail §9): the report says so, purchases' are measured.
    expect(figure(ventasSection!.blocks[0], 'Reclamos (estimado)')).toBeDefined();
    expect(ventasSection!.blocks).toContainEqual({
      kind: 'text',
      text: 'Reclamos estimados como el 70 % del total de notas de crédito del mes.',
      muted: true,
    });
    expect(figure(comprasSection!.blocks[0], 'Reclamos')).toBeDefined();

    expect(figure(proveedoresSection!.blocks[0], 'Monto cedido por proveedores')).toBe(
      formatClp(Number(supplierCesion.montoCesion)),
    );
    expect((proveedoresSection!.blocks[2] as TableBlock).rows[0]!.slice(0, 2)).toEqual([
      'Factoring Uno S.A.',
      `Proveedor Sur SpA (${displayRut(SUPPLIER)})`,
    ]);
    expect(figure(comprasSection!.blocks[0], 'Compras')).toBe(
      formatClp(purchases.reduce((sum, row) => sum + Number(row.total), 0)),
    );
    expect((comprasSection!.blocks[3] as TableBlock).title).toBe('Principales proveedores');

    expect(figure(carpetaSection!.blocks[0], 'Declaraciones')).toBe('3 declaraciones');
    expect(figure(carpetaSection!.blocks[0], 'Recibida y pagada')).toBe('2');
    expect((carpetaSection!.blocks[1] as TableBlock).rows[0]).toEqual([
      '2025-03',
      '8001',
      'Recibida y pagada',
      '20/04/2025 Pago',
    ]);
  });

  it('adds the Riesgo level and alerts when the factoring has the feature', async () => {
    const db = await loadTestDatabase(tables());
    const report = buildClientReport(db, { ...request, tabs: ['cesiones', 'riesgo'] });
    const riesgo = report.sections.find((section) => section.title === 'Riesgo')!;
    expect(['Bajo', 'Medio', 'Alto']).toContain(figure(riesgo.blocks[0], 'Nivel de riesgo'));
    expect(figure(riesgo.blocks[0], 'Puntaje ponderado')).toMatch(/^\d,\d de 2$/);
    expect(riesgo.blocks.some((block) => block.kind === 'list' && block.title === 'Alertas')).toBe(true);
  });

  it('renders a PDF whose every page carries the footer with date and user', async () => {
    const db = await loadTestDatabase(tables());
    const report = buildClientReport(db, { ...request, tabs: ['cesiones', 'ventas', 'carpetaTributaria', 'riesgo'] });
    const pdf = await readPdf(await renderClientReportPdf(PDFDocument, report));
    expect(pdf.text).toContain('Informe de cliente');
    expect(pdf.text).toContain('Comercial Andes SpA');
    expect(pdf.text).toContain(`RUT ${displayRut(CLIENT)}`);
    expect(pdf.text).toContain('Período: 01/03/2025 al 30/04/2025');
    expect(pdf.text).toContain(formatClp(1_500_000 + 3_900_000));
    const footers = pdf.text.match(/Generado el 02\/05\/2025 09:05 por analista@factoring\.cl/g) ?? [];
    expect(pdf.pages).toBeGreaterThan(1);
    expect(footers).toHaveLength(pdf.pages);
    expect(pdf.text).toContain(`Página ${pdf.pages} de ${pdf.pages}`);
  });

  it('rounds the chart axis up to a round step', () => {
    expect(niceAxisMax(0)).toBe(4);
    expect(niceAxisMax(3_750_000)).toBe(4_000_000);
    expect(niceAxisMax(9_000_001)).toBe(10_000_000);
    expect(niceAxisMax(41_000_000)).toBe(60_000_000);
  });

  it('names a company by its RUT alone when the views had no name for it', () => {
    expect(nameWithRut(DEBTOR, DEBTOR)).toBe(displayRut(DEBTOR));
    expect(nameWithRut('Deudor Grande Ltda.', DEBTOR)).toBe(`Deudor Grande Ltda. (${displayRut(DEBTOR)})`);
  });
});
