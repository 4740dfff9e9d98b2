/**
 * pdfkit as the generated reports use it in the browser (its standalone build) and in Node (`pdfkit`): the class is
 * passed in, so the drawing code stays the same in both and imports neither.
 */

/** The pdfkit constructor: `pdfkit` in Node, `pdfkit/js/pdfkit.standalone` in the browser. */
export type PdfDocumentClass = new (options?: PDFKit.PDFDocumentOptions) => PDFKit.PDFDocument;

/**
 * Collects a pdfkit document's output; call before `doc.end()`.
 * @returns the complete PDF file bytes once the document ends.
 * @throws whatever the pdfkit stream emits as 'error'.
 */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(bytes);
    });
  });
}
