/**
 * Turns the bytes of an RCV download into text.
 * The SII serves the RCV CSV as UTF-8 (cl-sii's parse_csv opens it as 'utf-8'); a copy re-saved by a
 * spreadsheet may be Windows-1252, so bytes that are not valid UTF-8 are read as Windows-1252 instead.
 */

/**
 * Decodes RCV bytes: UTF-8 (a leading BOM is dropped) or, when not valid UTF-8, Windows-1252.
 * Line breaks are normalised to '\n' so that line numbers count the same for CRLF and LF files.
 * @returns the text; never throws.
 */
export function decodeRcvBytes(bytes: Uint8Array): string {
  return decode(bytes).replace(/\r\n?/g, '\n');
}

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
