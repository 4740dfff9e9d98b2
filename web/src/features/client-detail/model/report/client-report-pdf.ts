/**
 * Draws the 'Informe de cliente' (client-report.ts) as a PDF with pdfkit, in the browser (its standalone build) or in
 * Node (tests): letter-size portrait pages with the identification and period on top, each section's figures, tables,
 * vector bar charts and lists, and on every page a footer with the date-time and the user who produced it.
 * Only the 14 standard PDF fonts are used, so nothing is fetched.
 */
import type { ClientReport } from './client-report';
import type { BarsBlock, FiguresBlock, ListBlock, ReportBlock, TableBlock, TextBlock } from './report-types';
import { displayRut } from '@domain/es-cl-format';
import { collectPdf, type PdfDocumentClass } from '@domain/pdf/pdf-document';
import { drawBarChart, BAR_CHART_HEIGHT } from './report-bar-chart';
import { placeText } from './pdf-text';

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const FOOTER_SPACE = 30;
const GREY = '#6c757d';
const RULE = '#dee2e6';
const FIGURES_PER_ROW = 3;

/**
 * Renders the report.
 * @param PDFDocument the pdfkit class to use.
 * @returns the PDF file bytes.
 * @throws whatever pdfkit raises while writing.
 */
export function renderClientReportPdf(PDFDocument: PdfDocumentClass, report: ClientReport): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: {
      Title: `Informe de cliente ${report.rut}`,
      Author: report.generadoPor,
      Subject: report.razonSocial ?? report.rut,
    },
  });
  const done = collectPdf(doc);
  header(doc, report);
  for (const section of report.sections) {
    ensureSpace(doc, 60);
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(13).fillColor('black').text(section.title, MARGIN);
    rule(doc);
    for (const block of section.blocks) drawBlock(doc, block);
  }
  footers(doc, report);
  doc.end();
  return done;
}

function header(doc: Doc, report: ClientReport): void {
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text('Informe de cliente', MARGIN, MARGIN);
  doc.moveDown(0.2);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(report.razonSocial ?? 'Razón social no informada');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`RUT ${displayRut(report.rut)}`);
  doc.text(`Período: ${report.periodo.inicio} al ${report.periodo.fin}`);
  doc.text(report.unidad);
  rule(doc);
}

function drawBlock(doc: Doc, block: ReportBlock): void {
  if (block.kind === 'figures') figures(doc, block);
  else if (block.kind === 'table') table(doc, block);
  else if (block.kind === 'bars') bars(doc, block);
  else if (block.kind === 'text') paragraph(doc, block);
  else list(doc, block);
}

function paragraph(doc: Doc, block: TextBlock): void {
  doc.font(block.muted ? 'Helvetica-Oblique' : 'Helvetica').fontSize(9);
  ensureSpace(doc, doc.heightOfString(block.text, { width: contentWidth(doc) }) + 6);
  doc.fillColor(block.muted ? GREY : 'black').text(block.text, MARGIN, doc.y + 2, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

function figures(doc: Doc, block: FiguresBlock): void {
  const width = contentWidth(doc) / FIGURES_PER_ROW;
  for (let start = 0; start < block.items.length; start += FIGURES_PER_ROW) {
    ensureSpace(doc, 34);
    const top = doc.y + 4;
    block.items.slice(start, start + FIGURES_PER_ROW).forEach((item, i) => {
      const x = MARGIN + i * width;
      doc.font('Helvetica').fontSize(8).fillColor(GREY);
      placeText(doc, item.label, x, top, width - 8);
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor(item.color ?? 'black');
      placeText(doc, item.value, x, top + 11, width - 8);
    });
    doc.x = MARGIN;
    doc.y = top + 30;
  }
}

function table(doc: Doc, block: TableBlock): void {
  ensureSpace(doc, 50);
  subtitle(doc, block.title);
  if (block.rows.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(9).fillColor(GREY).text(block.empty, MARGIN);
    return;
  }
  const total = block.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = block.columns.map((column) => (column.width / total) * contentWidth(doc));
  const row = (cells: readonly string[], bold: boolean) => {
    const y = doc.y;
    if (bold) doc.rect(MARGIN, y - 2, contentWidth(doc), 14).fill('#f1f3f5');
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .fillColor('black');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = widths[i]!;
      placeText(doc, cell, x + 3, y, width - 6, block.columns[i]!.align);
      x += width;
    });
    doc.x = MARGIN;
    doc.y = y + 13;
  };
  row(
    block.columns.map((column) => column.header),
    true,
  );
  for (const cells of block.rows) {
    if (ensureSpace(doc, 14))
      row(
        block.columns.map((column) => column.header),
        true,
      );
    row(cells, false);
  }
  doc.moveDown(0.3);
}

function bars(doc: Doc, block: BarsBlock): void {
  ensureSpace(doc, BAR_CHART_HEIGHT + 30);
  subtitle(doc, block.title);
  if (block.categories.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(9).fillColor(GREY).text('Sin datos en el período', MARGIN);
    return;
  }
  const top = doc.y + 2;
  drawBarChart(doc, block, { x: MARGIN, y: top, width: contentWidth(doc) });
  doc.x = MARGIN;
  doc.y = top + BAR_CHART_HEIGHT + 8;
}

function list(doc: Doc, block: ListBlock): void {
  // A short list (at most 5 alerts) stays on one page with its title.
  doc.font('Helvetica').fontSize(9);
  ensureSpace(
    doc,
    30 + block.items.reduce((sum, item) => sum + doc.heightOfString(`•  ${item}`, { width: contentWidth(doc) }), 0),
  );
  subtitle(doc, block.title);
  if (block.items.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(9).fillColor(GREY).text(block.empty, MARGIN);
    return;
  }
  doc.font('Helvetica').fontSize(9).fillColor('black');
  for (const item of block.items) doc.text(`•  ${item}`, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

function subtitle(doc: Doc, text: string): void {
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(text, MARGIN);
  doc.moveDown(0.2);
}

function rule(doc: Doc): void {
  doc.moveDown(0.3);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.4);
}

/** Starts a new page when less than `height` points are left above the footer; true when it did. */
function ensureSpace(doc: Doc, height: number): boolean {
  if (doc.y + height <= doc.page.height - doc.page.margins.bottom) return false;
  doc.addPage();
  return true;
}

/** The footer of every page, written once the page count is known (pages are buffered). */
function footers(doc: Doc, report: ClientReport): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Text below the bottom margin would make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(doc.page.width - MARGIN, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(`Generado el ${report.generadoEl} por ${report.generadoPor}`, MARGIN, y, { lineBreak: false });
    placeText(doc, `Página ${index - start + 1} de ${count}`, MARGIN, y, contentWidth(doc), 'right');
    doc.page.margins.bottom = bottom;
  }
}

function contentWidth(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}
