import bwipjs from 'bwip-js/node';

/** bwip-js options plus the BWIPP pdf417 options its typings do not list (passed through as they are). */
type Pdf417Options = Parameters<typeof bwipjs.toBuffer>[0] & { eclevel: number; columns: number; rowmult: number };

/**
 * The "timbre electrónico" of a DTE as the PDF417 barcode the SII requires on printed DTEs (SII
 * "Formato de impresión de DTE": the TED element, without whitespace between tags, encoded in PDF417
 * with error correction level 5), rendered as a PNG with bwip-js.
 * @param ted the TED element text ('<TED version="1.0">...</TED>').
 * @returns PNG bytes.
 * @throws Error from bwip-js when the text cannot be encoded.
 */
export function tedBarcodePng(ted: string): Promise<Buffer> {
  const options: Pdf417Options = { bcid: 'pdf417', text: ted, eclevel: 5, columns: 12, scale: 2, rowmult: 3 };
  return bwipjs.toBuffer(options);
}
