/** One-line text placement for the report PDF, in the document's current font and size. */

/** `text` cut with '…' to fit `width` points. */
export function fitText(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * Writes `text` on one line inside the box [x, x + width] at `y`, cut to fit and aligned by hand: pdfkit's own
 * width/align wraps a text that fits to the point onto a second line.
 */
export function placeText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' | 'center' = 'left',
): void {
  const fitted = fitText(doc, text, width);
  const room = width - doc.widthOfString(fitted);
  doc.text(fitted, align === 'left' ? x : align === 'right' ? x + room : x + room / 2, y, { lineBreak: false });
}
