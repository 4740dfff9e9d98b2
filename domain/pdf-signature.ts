/**
 * Whether bytes are a PDF file: they begin with the '%PDF-' header (ISO 32000-1 §7.5.2, the file header), which a
 * portal's HTML error page served in place of a document never does.
 * @param bytes a whole answer body.
 */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}
