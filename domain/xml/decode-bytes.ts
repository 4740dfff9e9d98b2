/**
 * Bytes -> text for SII files. SII XML declares its encoding (AECs are ISO-8859-1, SOAP answers UTF-8);
 * SII TXT period answers carry no declaration (ISO-8859-1 typically, UTF-8 at times, and UTF-16 with a byte-order
 * mark has been seen: cl-sii's parse_cesiones_periodo detects the encoding for that reason).
 * Source: SII-PROTOCOLS.md §4 quirk 2; WHATWG Encoding (the 'latin1'/'iso-8859-1'
 * labels decode as windows-1252).
 */
import { SiiXmlError } from './sii-xml-error';

const SINGLE_BYTE_LABELS = new Set([
  'iso-8859-1',
  'iso8859-1',
  'latin1',
  'latin-1',
  'windows-1252',
  'cp1252',
  'us-ascii',
  'ascii',
]);
const UTF8_LABELS = new Set(['utf-8', 'utf8']);
const UTF16_LABELS = new Set(['utf-16', 'utf16', 'utf-16le', 'utf-16be']);

/**
 * The UTF-16 byte order of text bytes: from the byte-order mark, or, without one, from NUL bytes in every other
 * position of the first characters (ASCII text in UTF-16); null for any 8-bit encoding.
 */
export function utf16Order(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes.length < 4) return null;
  const sample = Math.min(bytes.length - (bytes.length % 2), 64);
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenNul++;
    if (bytes[i + 1] === 0) oddNul++;
  }
  const pairs = sample / 2;
  if (oddNul === pairs && evenNul === 0) return 'utf-16le';
  if (evenNul === pairs && oddNul === 0) return 'utf-16be';
  return null;
}

/**
 * Decodes XML bytes using the encoding named in the XML declaration (UTF-8 when there is none or a UTF-8 BOM);
 * UTF-16 content is recognised by its byte order (utf16Order) whatever it declares. Bytes that declare UTF-8 but are
 * not valid UTF-8 are read as windows-1252: the SII's SOAP services declare UTF-8 and send ISO-8859-1
 * (SII-PROTOCOLS.md §2 "Quirk: charset"), and a byte sequence that is not UTF-8 can only be that.
 * Supported: UTF-8, UTF-16 and ISO-8859-1 / windows-1252 / US-ASCII.
 * @throws SiiXmlError for another declared encoding.
 */
export function decodeXmlBytes(bytes: Uint8Array): string {
  const order = utf16Order(bytes);
  if (order) return new TextDecoder(order).decode(bytes).replace(/^\uFEFF/, '');
  // The declaration is ASCII in every supported encoding; a UTF-8 BOM reads as 'ï»¿' in windows-1252.
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 256));
  const declared = /^(?:ï»¿)?\s*<\?xml\s[^?]*?encoding\s*=\s*["']([^"']+)["']/.exec(head)?.[1];
  const label = (declared ?? 'utf-8').toLowerCase();
  if (SINGLE_BYTE_LABELS.has(label)) return new TextDecoder('windows-1252').decode(bytes);
  if (!UTF8_LABELS.has(label) && !UTF16_LABELS.has(label))
    throw new SiiXmlError(`Codificación XML no soportada: '${declared}'`);
  return decodeTextBytes(bytes);
}

/**
 * Decodes text bytes without a declaration: UTF-16 when utf16Order recognises it, UTF-8 (BOM removed) when the
 * bytes are valid UTF-8, otherwise windows-1252 (a superset of ISO-8859-1). Never throws.
 */
export function decodeTextBytes(bytes: Uint8Array): string {
  const order = utf16Order(bytes);
  if (order) return new TextDecoder(order).decode(bytes).replace(/^\uFEFF/, '');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Decodes bytes as ISO-8859-1 exactly (byte n is U+00nn, 0x80..0x9F included), unlike decodeXmlBytes, which
 * reads single-byte text as windows-1252: for copying a file's parts byte-for-byte into another ISO-8859-1 file.
 */
export function decodeIso88591(bytes: Uint8Array): string {
  // Without bytes 0x80..0x9F both encodings agree, and the native decoder is many times faster.
  if (!bytes.some((b) => b >= 0x80 && b <= 0x9f)) return new TextDecoder('windows-1252').decode(bytes);
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += 8192) {
    parts.push(String.fromCharCode(...bytes.subarray(at, at + 8192)));
  }
  return parts.join('');
}
