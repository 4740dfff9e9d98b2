import PDFDocument from 'pdfkit';
import { dteTypeName } from '@domain/dte-types';
import type { DteDocument } from './dte-document';
import { displayRut, formatClp, formatFecha } from '@domain/es-cl-format';
import { pdfBytes } from './pdf-bytes';
import { tedBarcodePng } from './ted-barcode';

const MARGIN = 40;
const quantity = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 6 });

/**
 * Renders the printed form of a DTE (letter size): issuer, the red box with RUT, document type and folio,
 * receiver, items (Detalle), references, totals (CLP, es-CL formats) and the TED electronic stamp as a PDF417
 * barcode with its caption 'Timbre Electrónico SII' (SII "Formato de impresión de DTE"). When the DTE has no
 * TED the stamp area says so instead.
 * @returns the PDF bytes.
 */
export async function renderDtePdf(dte: DteDocument): Promise<Uint8Array> {
  return renderDtesPdf([dte]);
}

/**
 * Renders several DTEs into one PDF (core-platform §7 getPdfs), each in the printed form of {@link renderDtePdf}
 * from a page of its own, in the given order.
 * @returns the PDF bytes.
 */
export async function renderDtesPdf(dtes: readonly DteDocument[]): Promise<Uint8Array> {
  const [first] = dtes;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: dtes.length === 1 && first ? `${dteTypeName(first.tipoDTE)} N° ${first.folio}` : `${dtes.length} DTE`,
    },
  });
  for (const [index, dte] of dtes.entries()) {
    if (index > 0) doc.addPage();
    await drawDte(doc, dte);
  }
  return pdfBytes(doc);
}

/** Draws one DTE's printed form from the top of the document's current page. */
async function drawDte(doc: InstanceType<typeof PDFDocument>, dte: DteDocument): Promise<void> {
  const width = doc.page.width - 2 * MARGIN;
  const boxWidth = 200;
  const boxX = doc.page.width - MARGIN - boxWidth;

  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(dte.emisor.razonSocial, MARGIN, MARGIN, { width: width - boxWidth - 10 });
  doc.font('Helvetica').fontSize(9);
  for (const line of [
    dte.emisor.giro,
    dte.emisor.direccion,
    [dte.emisor.comuna, dte.emisor.ciudad].filter(Boolean).join(', '),
  ]) {
    if (line) doc.text(line, { width: width - boxWidth - 10 });
  }
  doc.save().lineWidth(2).strokeColor('#c00').rect(boxX, MARGIN, boxWidth, 70).stroke().restore();
  doc.fillColor('#c00').font('Helvetica-Bold').fontSize(11);
  doc.text(`R.U.T.: ${displayRut(dte.emisor.rut)}`, boxX, MARGIN + 10, { width: boxWidth, align: 'center' });
  doc.text(dteTypeName(dte.tipoDTE).toUpperCase(), boxX, MARGIN + 28, { width: boxWidth, align: 'center' });
  doc.text(`N° ${dte.folio}`, boxX, MARGIN + 48, { width: boxWidth, align: 'center' });
  doc.fillColor('black');

  let y = MARGIN + 90;
  const receptor: [string, string | null][] = [
    ['Señor(es)', dte.receptor.razonSocial],
    ['R.U.T.', displayRut(dte.receptor.rut)],
    ['Giro', dte.receptor.giro],
    [
      'Dirección',
      [dte.receptor.direccion, dte.receptor.comuna, dte.receptor.ciudad].filter(Boolean).join(', ') || null,
    ],
    ['Fecha de emisión', formatFecha(dte.fechaEmision)],
  ];
  doc.fontSize(9);
  for (const [label, value] of receptor) {
    if (!value) continue;
    doc.font('Helvetica-Bold').text(`${label}:`, MARGIN, y, { width: 100 });
    doc.font('Helvetica').text(value, MARGIN + 100, y, { width: width - 100 });
    y = doc.y + 2;
  }

  y += 10;
  const columns = [
    { title: 'Cant.', width: 50, align: 'right' as const },
    { title: 'Unidad', width: 50, align: 'left' as const },
    { title: 'Detalle', width: width - 280, align: 'left' as const },
    { title: 'Precio', width: 80, align: 'right' as const },
    { title: 'Monto', width: 100, align: 'right' as const },
  ];
  y = tableRow(
    doc,
    y,
    columns,
    columns.map((c) => c.title),
    true,
  );
  for (const item of dte.items) {
    const detail = item.descripcion ? `${item.nombre} ${item.descripcion}` : item.nombre;
    y = tableRow(doc, y, columns, [
      item.cantidad === null ? '' : quantity.format(item.cantidad),
      item.unidad ?? '',
      detail,
      item.precio === null ? '' : formatClp(item.precio),
      formatClp(item.monto),
    ]);
    if (y > doc.page.height - 250) {
      doc.addPage();
      y = MARGIN;
    }
  }

  if (dte.referencias.length > 0) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text('Referencias', MARGIN, y + 10);
    y = doc.y + 2;
    doc.font('Helvetica');
    for (const ref of dte.referencias) {
      const parts = [
        `Tipo ${ref.tipoDocumento}`,
        `Folio ${ref.folio}`,
        ref.fecha ? `Fecha ${formatFecha(ref.fecha)}` : '',
        ref.razon ?? '',
      ];
      doc.text(parts.filter(Boolean).join(' - '), MARGIN, y, { width });
      y = doc.y + 2;
    }
  }

  const totals: [string, number | null][] = [
    ['Monto Neto', dte.totales.neto],
    ['Monto Exento', dte.totales.exento],
    [`IVA${dte.totales.tasaIva === null ? '' : ` ${dte.totales.tasaIva}%`}`, dte.totales.iva],
    ['Total', dte.totales.total],
  ];
  y += 14;
  const totalsX = doc.page.width - MARGIN - 220;
  for (const [label, amount] of totals) {
    if (amount === null) continue;
    doc.font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, totalsX, y, { width: 110 });
    doc.text(formatClp(amount), totalsX + 110, y, { width: 110, align: 'right' });
    y = doc.y + 2;
  }

  y += 14;
  if (dte.ted) {
    const png = await tedBarcodePng(dte.ted);
    doc.image(png, MARGIN, y, { width: 250 });
    y = doc.y + 4;
    doc.font('Helvetica').fontSize(8).text('Timbre Electrónico SII', MARGIN, y, { width: 250, align: 'center' });
    doc.text('Verifique documento: www.sii.cl', MARGIN, doc.y, { width: 250, align: 'center' });
  } else {
    doc.font('Helvetica').fontSize(8).text('Documento sin timbre electrónico', MARGIN, y, { width: 250 });
  }
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** Writes one table row at `y` (header rows bold with a rule below); returns the y below the row. */
function tableRow(
  doc: InstanceType<typeof PDFDocument>,
  y: number,
  columns: Column[],
  cells: string[],
  header = false,
): number {
  doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  let x = MARGIN;
  let bottom = y;
  columns.forEach((column, i) => {
    doc.text(cells[i] ?? '', x + 2, y, { width: column.width - 4, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  if (header)
    doc
      .moveTo(MARGIN, bottom + 1)
      .lineTo(x, bottom + 1)
      .stroke();
  return bottom + 3;
}
