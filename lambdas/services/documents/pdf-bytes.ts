import type PDFDocument from 'pdfkit';

/**
 * Ends a pdfkit document and collects its output stream.
 * @returns the complete PDF file bytes.
 * @throws whatever the pdfkit stream emits as 'error'.
 */
export function pdfBytes(doc: InstanceType<typeof PDFDocument>): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}
