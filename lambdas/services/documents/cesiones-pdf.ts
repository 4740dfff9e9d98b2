import PDFDocument from 'pdfkit';
import { countText, displayRut, formatClp, formatFecha } from '@domain/es-cl-format';
import { pdfBytes } from './pdf-bytes';

/** One line of the cession list PDF. */
export interface CesionesPdfRow {
  rutDeudor: string;
  razonSocialDeudor: string;
  folio: number;
  /** 'yyyy-MM-dd' or 'yyyy-MM-dd HH:mm' (fecha de cesión) */
  fecha: string;
  /** CLP */
  monto: number;
}

const MARGIN = 40;
const COLUMNS = [
  { title: 'RUT Deudor', width: 95, align: 'left' as const },
  { title: 'Razón Social', width: 195, align: 'left' as const },
  { title: 'Folio', width: 70, align: 'right' as const },
  { title: 'Fecha', width: 75, align: 'left' as const },
  { title: 'Monto', width: 97, align: 'right' as const },
];

/**
 * Renders the cession list 'Cesiones_{rut}.pdf' (core-platform §9): letter-size portrait, a title with the
 * factoring, then columns RUT Deudor, Razón Social, Folio, Fecha (dd/MM/yyyy) and Monto ($ dot thousands),
 * the header repeated on every page, and a last line with the document count and the total amount.
 * @param factoring RUT and razón social shown in the title.
 * @returns the PDF bytes.
 */
export function renderCesionesPdf(
  factoring: { rut: string; razonSocial: string },
  rows: readonly CesionesPdfRow[],
): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'portrait',
    margin: MARGIN,
    info: { Title: `Cesiones ${factoring.rut}` },
  });
  doc.font('Helvetica-Bold').fontSize(14).text('Cesiones', MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${factoring.razonSocial} - RUT ${displayRut(factoring.rut)}`);
  let y = header(doc, doc.y + 10);
  for (const row of rows) {
    if (y > doc.page.height - MARGIN - 30) {
      doc.addPage();
      y = header(doc, MARGIN);
    }
    y = line(doc, y, [
      displayRut(row.rutDeudor),
      row.razonSocialDeudor,
      String(row.folio),
      formatFecha(row.fecha).slice(0, 10),
      formatClp(row.monto),
    ]);
  }
  const total = rows.reduce((sum, row) => sum + row.monto, 0);
  doc.font('Helvetica-Bold');
  line(doc, y + 4, [countText(rows.length, 'documento', 'documentos'), '', '', 'Total', formatClp(total)]);
  return pdfBytes(doc);
}

function header(doc: InstanceType<typeof PDFDocument>, y: number): number {
  doc.font('Helvetica-Bold');
  const bottom = line(
    doc,
    y,
    COLUMNS.map((c) => c.title),
  );
  doc
    .moveTo(MARGIN, bottom - 1)
    .lineTo(MARGIN + COLUMNS.reduce((w, c) => w + c.width, 0), bottom - 1)
    .stroke();
  doc.font('Helvetica');
  return bottom + 2;
}

function line(doc: InstanceType<typeof PDFDocument>, y: number, cells: string[]): number {
  doc.fontSize(9);
  let x = MARGIN;
  let bottom = y;
  COLUMNS.forEach((column, i) => {
    doc.text(cells[i] ?? '', x + 2, y, { width: column.width - 4, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  return bottom + 3;
}
