/**
 * The text of an SII HTML page folded for matching: the SII serves its portal and RTC pages in ISO-8859-1 (some
 * declared UTF-8), writes accents both as bytes and as HTML entities ('&oacute;'), and varies case and spacing
 * between pages (ERR page codigos-de-mensajes-de-error.html; SII-PROTOCOLS.md §3).
 */
import { decodeTextBytes } from '../xml/decode-bytes';

const ACCENT_ENTITY = /&([a-zA-Z])(?:acute|grave|uml|circ|tilde|cedil|ring);/g;
const NUMERIC_ENTITY = /&#(\d{1,7});|&#x([0-9a-fA-F]{1,6});/g;
const OTHER_ENTITY = /&[a-zA-Z]+;/g;

/**
 * Decodes page bytes (UTF-8 when valid, else ISO-8859-1/windows-1252) and folds the text: HTML entities resolved
 * (accented ones to their bare letter), accents removed, upper case, tags replaced by spaces, white space collapsed.
 * 'Usted no se ha autenticado en el sitio Web del SII o puede que su sesi&oacute;n haya caducado' becomes
 * 'USTED NO SE HA AUTENTICADO EN EL SITIO WEB DEL SII O PUEDE QUE SU SESION HAYA CADUCADO'.
 */
export function foldPageText(bytes: Uint8Array): string {
  return decodeTextBytes(bytes)
    .replace(/<[^>]*>/g, ' ')
    .replace(ACCENT_ENTITY, '$1')
    .replace(NUMERIC_ENTITY, (_, dec?: string, hex?: string) =>
      safeChar(dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16)),
    )
    .replace(/&amp;/gi, '&')
    .replace(OTHER_ENTITY, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function safeChar(codePoint: number): string {
  return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : ' ';
}
