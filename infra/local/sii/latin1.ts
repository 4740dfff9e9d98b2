/**
 * Text to the bytes the SII sends: ISO-8859-1 for its HTML pages, TXT answers and AECs (SII-PROTOCOLS.md §11.2),
 * and XML escaping for the answers the local SII builds as strings.
 */

/**
 * Encodes text as ISO-8859-1, one byte per character ('Ó' -> 0xD3); a character outside Latin-1 becomes '?', as a
 * Latin-1 system writes it.
 */
export function encodeLatin1(text: string): Buffer {
  return Buffer.from(text.replace(/[^\u0000-\u00ff]/g, '?'), 'latin1');
}

/**
 * Escapes text for XML element content or a double-quoted attribute (&, <, >, "); characters outside Latin-1 become
 * numeric references so the text survives an ISO-8859-1 encoding.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/[^\u0000-\u00ff]/gu, (c) => `&#${c.codePointAt(0)};`);
}
