import type PDFDocument from 'pdfkit';

/**
 * Ends a pdfkit document and returns its bytes at once: pdfkit writes its output synchronously into its readable
 * stream, whose buffered data read() returns whole (the demo world is written synchronously).
 * @throws Error when the output does not end with the PDF trailer (the stream did not hold the whole file).
 */
export function pdfBytesNow(doc: InstanceType<typeof PDFDocument>): Uint8Array {
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  if (!bytes.subarray(-8).toString('latin1').includes('%%EOF')) throw new Error('PDF incompleto');
  return new Uint8Array(bytes);
}
