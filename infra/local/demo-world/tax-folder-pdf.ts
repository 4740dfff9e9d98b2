/**
 * The demo world's 'Carpeta Tributaria Electrónica' of a client, as the SII generates it for a credit request
 * (client-detail.md §9 "The tax folder PDF holds 24 IVA forms and 2 Renta forms"): the taxpayer's identification,
 * its last 24 monthly IVA declarations (Formulario 29: período, folio, fecha de presentación, estado) and its last 2
 * annual income declarations (Formulario 22: año tributario, folio, fecha de presentación).
 */
import PDFDocument from 'pdfkit';
import type { HistorialIvaRow } from '@domain/client-db/row-types';
import { displayRut, formatClp } from '@domain/es-cl-format';
import { pdfBytesNow } from './pdf-now';
import type { Rng } from './rng';
import type { WorldCompany } from './world-model';

const MARGIN = 40;
const IVA_FORMS = 24;
const RENTA_FORMS = 2;

/**
 * The PDF's bytes.
 * @param declaraciones the client's F29 declarations as its VAT history gives them (domain/client-db/iva-history.ts),
 *   any order; the 24 newest are listed, filed on the first date of their historial.
 * @param today the world's day 'yyyy-MM-dd': the generation date, and the last two años tributarios before it.
 */
export function renderTaxFolderPdf(
  rng: Rng,
  company: WorldCompany,
  declaraciones: readonly HistorialIvaRow[],
  today: string,
): Uint8Array {
  const generated = today.split('-').reverse().join('/');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress: false,
    info: { Title: `Carpeta Tributaria ${company.rut}`, CreationDate: new Date(`${today}T12:00:00Z`) },
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text('CARPETA TRIBUTARIA ELECTRÓNICA PARA SOLICITAR CRÉDITOS', { align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Servicio de Impuestos Internos - Generada el ${generated}`, { align: 'center' })
    .moveDown();
  doc.font('Helvetica-Bold').fontSize(10).text('Datos del contribuyente');
  doc.font('Helvetica').fontSize(9);
  doc.text(`Nombre o razón social: ${company.razonSocial}`);
  doc.text(`RUT: ${displayRut(company.rut)}`);
  doc.text(`Domicilio: ${company.direccion}, ${company.comuna}`);
  doc.text(`Actividad económica: ${company.giro} (${company.acteco})`).moveDown();

  doc.font('Helvetica-Bold').fontSize(10).text('Declaraciones mensuales de IVA (Formulario 29)');
  const f29 = [...declaraciones].sort((a, b) => b.periodo.localeCompare(a.periodo)).slice(0, IVA_FORMS);
  table(
    doc,
    ['Período', 'Folio', 'Presentación', 'Estado'],
    f29.map((d) => [d.periodo, d.folio, filedOn(d), d.estado]),
  );
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(10).text('Declaraciones anuales de Renta (Formulario 22)');
  const year = Number(today.slice(0, 4));
  const renta = Array.from({ length: RENTA_FORMS }, (_, i) => {
    const anio = year - i - (today.slice(5) < '05-01' ? 1 : 0);
    return [
      `AT ${anio}`,
      String(rng.int(100_000_000, 399_999_999)),
      `${rng.int(10, 30)}/04/${anio}`,
      formatClp(rng.int(5, 900) * 1_000_000),
    ];
  });
  table(doc, ['Año tributario', 'Folio', 'Presentación', 'Base imponible'], renta);
  return pdfBytesNow(doc);
}

function filedOn(declaracion: HistorialIvaRow): string {
  const [first] = JSON.parse(declaracion.historial) as [string, string][];
  return first?.[0] ?? '-';
}

function table(doc: InstanceType<typeof PDFDocument>, headers: readonly string[], rows: readonly string[][]): void {
  const width = (doc.page.width - 2 * MARGIN) / headers.length;
  const line = (cells: readonly string[], bold: boolean) => {
    if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    cells.forEach((cell, i) => doc.text(cell, MARGIN + i * width, y, { width: width - 6, lineBreak: false }));
    doc.x = MARGIN;
    doc.y = y + 13;
  };
  line(headers, true);
  for (const row of rows) line(row, false);
}
