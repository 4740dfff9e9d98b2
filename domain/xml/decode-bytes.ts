/**
 * Bytes -> text for SII files. SII XML declares its encoding (AECs are ISO-8859-1, SOAP answers UTF-8);
 * SII TXT period answers carry no declaration (UTF-8/ASCII, older ones windows-1252).
 * Source: team brief "SII file formats"; WHATWG Encoding (the 'latin1'/'iso-8859-1' labels decode as windows-1252).
 */
import { SiiXmlError } from './sii-xml-error';

const SINGLE_BYTE_LABELS = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'latin-1', 'windows-1252', 'cp1252', 'us-ascii', 'ascii']);
const UTF8_LABELS = new Set(['utf-8', 'utf8']);

/**
 * Decodes XML bytes using the encoding named in the XML declaration (UTF-8 when there is none or a UTF-8 BOM).
 * Supported: UTF-8 and ISO-8859-1 / windows-1252 / US-ASCII.
 * @throws SiiXmlError for UTF-16 content, another declared encoding, or bytes that are not valid UTF-8
 *   when UTF-8 applies.
 */
export function decodeXmlBytes(bytes: Uint8Array): string {
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)) {
    throw new SiiXmlError('XML en UTF-16 no soportado');
  }
  // The declaration is ASCII in every supported encoding; a UTF-8 BOM reads as 'ï»¿' in windows-1252.
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 256));
  const declared = /^(?:ï»¿)?\s*<\?xml\s[^?]*?encoding\s*=\s*["']([^"']+)["']/.exec(head)?.[1];
  const label = (declared ?? 'utf-8').toLowerCase();
  if (SINGLE_BYTE_LABELS.has(label)) return new TextDecoder('windows-1252').decode(bytes);
  if (!UTF8_LABELS.has(label)) throw new SiiXmlError(`Codificación XML no soportada: '${declared}'`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SiiXmlError('El XML declara UTF-8 pero contiene bytes que no son UTF-8 válidos');
  }
}

/**
 * Decodes text bytes without a declaration: UTF-8 (BOM removed) when the bytes are valid UTF-8,
 * otherwise windows-1252 (a superset of ISO-8859-1). Never throws.
 */
export function decodeTextBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
