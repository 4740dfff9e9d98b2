/**
 * Draws the PDF of 'Reportes' with pdfkit, in the browser (its standalone build, the 'Exportar PDF' button) or in Node:
 * only the 14 standard PDF fonts, so nothing is fetched.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { CHILE_TIME_ZONE } from '../chile-time';
import { displayRut } from '../es-cl-format';
import { collectPdf, type PdfDocumentClass } from '../pdf/pdf-document';
import type { ReportPdfContent, ReportPdfSection } from './report-pdf-content';

/** Who asked for the file and when: stamped on every page. */
export interface ReportPdfStamp {
  factoring: { rut: string; razonSocial: string };
  /** The user's e-mail. */
  usuario: string;
  generadoEn: Date;
}

type Doc = PDFKit.PDFDocument;

const MARGIN = 36;
/** Height of the header every page carries above the content. */
const HEADER = 62;
const FONT = 7;
const PAD = 2;
/** The narrowest a text column (names) gets. */
const MIN_TEXT = 60;

/**
 * Renders the report a committee files (core-platform §6 'Reportes'): letter landscape; on every page the title, the
 * factoring, 'Generado el dd/MM/yyyy HH:mm (hora de Chile) por {usuario}', the filters and 'Página n de m'; then the
 * headline and each section as a table whose header row is repeated on the pages it spans.
 * @param PDFDocument the pdfkit class to use.
 * @returns the PDF bytes.
 * @throws whatever pdfkit raises while writing.
 */
export function renderReportPdf(
  PDFDocument: PdfDocumentClass,
  content: ReportPdfContent,
  stamp: ReportPdfStamp,
): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: content.titulo, Author: stamp.usuario },
  });
  const done = collectPdf(doc);
  let y = MARGIN + HEADER;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(content.resumen, MARGIN, y, { width: contentWidth(doc) });
  y = doc.y + 8;
  for (const section of content.secciones) y = drawSection(doc, section, y);
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    drawHeader(doc, content, stamp, page - start + 1, count);
  }
  doc.end();
  return done;
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Doc) => doc.page.height - MARGIN;

function drawHeader(doc: Doc, content: ReportPdfContent, stamp: ReportPdfStamp, page: number, pages: number) {
  const width = contentWidth(doc);
  const when = format(stamp.generadoEn, 'dd/MM/yyyy HH:mm', { in: tz(CHILE_TIME_ZONE) });
  const filtros = content.filtros.map((f) => `${f.nombre}: ${f.valor}`).join(' · ');
  doc.font('Helvetica-Bold').fontSize(12).text(content.titulo, MARGIN, MARGIN, { width, lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(`Página ${page} de ${pages}`, MARGIN, MARGIN + 2, { width, align: 'right', lineBreak: false })
    .text(`${stamp.factoring.razonSocial} · RUT ${displayRut(stamp.factoring.rut)}`, MARGIN, MARGIN + 16, {
      width,
      lineBreak: false,
    })
    .text(`Generado el ${when} (hora de Chile) por ${stamp.usuario}`, MARGIN, MARGIN + 27, { width, lineBreak: false })
    .text(`Filtros: ${filtros}`, MARGIN, MARGIN + 38, { width, height: 20, ellipsis: true });
  doc
    .moveTo(MARGIN, MARGIN + HEADER - 6)
    .lineTo(MARGIN + width, MARGIN + HEADER - 6)
    .lineWidth(0.5)
    .stroke();
}

/**
 * Column widths: each figure column as wide as its widest cell or header word (figures never wrap), the text columns
 * sharing the rest; when the figures alone would not fit, every column shrinks in proportion.
 */
function widths(doc: Doc, section: ReportPdfSection): number[] {
  const width = contentWidth(doc);
  const widest = (texts: readonly string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT);
    return Math.max(0, ...texts.map((text) => doc.widthOfString(text)));
  };
  const needs = section.columnas.map((header, i) =>
    section.numericas[i]
      ? Math.max(
          widest(header.split(' '), true),
          widest(
            section.filas.map((row) => row[i] ?? ''),
            false,
          ),
        ) +
        2 * PAD +
        1
      : 0,
  );
  const texts = section.numericas.filter((numeric) => !numeric).length;
  const figures = needs.reduce((a, b) => a + b, 0);
  const textWidth = texts > 0 ? Math.max(MIN_TEXT, (width - figures) / texts) : 0;
  const columns = section.numericas.map((numeric, i) => (numeric ? needs[i]! : textWidth));
  const total = columns.reduce((a, b) => a + b, 0);
  const spare = texts === 0 ? (width - total) / columns.length : 0;
  return columns.map((column) => (total > width ? (column * width) / total : column + Math.max(0, spare)));
}

function rowHeight(doc: Doc, cells: readonly string[], columns: readonly number[], bold: boolean): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT);
  return (
    Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: columns[i]! - 2 * PAD }))) + 2 * PAD
  );
}

function drawRow(
  doc: Doc,
  cells: readonly string[],
  section: ReportPdfSection,
  columns: number[],
  y: number,
  bold: boolean,
) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT);
  let x = MARGIN;
  cells.forEach((cell, i) => {
    doc.text(cell, x + PAD, y + PAD, { width: columns[i]! - 2 * PAD, align: section.numericas[i] ? 'right' : 'left' });
    x += columns[i]!;
  });
  const height = rowHeight(doc, cells, columns, bold);
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + contentWidth(doc), y + height)
    .lineWidth(0.25)
    .strokeColor('#bbbbbb')
    .stroke()
    .strokeColor('black');
  return y + height;
}

/** A new page below the header, or the same y when there is room for `needed` points. */
function room(doc: Doc, y: number, needed: number): number {
  if (y + needed <= bottom(doc)) return y;
  doc.addPage();
  return MARGIN + HEADER;
}

function drawSection(doc: Doc, section: ReportPdfSection, start: number): number {
  const columns = widths(doc, section);
  const head = rowHeight(doc, section.columnas, columns, true);
  const first = section.filas[0] ? rowHeight(doc, section.filas[0], columns, false) : 0;
  let y = room(doc, start + 6, 16 + (section.nota ? 12 : 0) + head + first);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(section.titulo, MARGIN, y, { width: contentWidth(doc) });
  y = doc.y + 2;
  if (section.nota) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(FONT)
      .text(section.nota, MARGIN, y, { width: contentWidth(doc) });
    y = doc.y + 2;
  }
  y = drawRow(doc, section.columnas, section, columns, y, true);
  if (section.filas.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(FONT)
      .text('Sin datos.', MARGIN + PAD, y + PAD);
    return doc.y + 4;
  }
  for (const row of section.filas) {
    const height = rowHeight(doc, row, columns, false);
    const next = room(doc, y, height);
    if (next !== y) y = drawRow(doc, section.columnas, section, columns, next, true);
    y = drawRow(doc, row, section, columns, y, false);
  }
  return y + 4;
}
