/**
 * Reading single values the SII writes in its files (RUTs, integers, e-mails), returning null for a bad value
 * so each parser decides whether that is a row error or a file error.
 * Source: SiiTypes_v10.xsd (RUTType, FolioType, MontoType, MailType); real period answers (e-mails 'null').
 */
import { validRut } from './rut';

/** A RUT normalised to 'NNNNNNNN-D' when its shape and check digit are valid, else null. */
export function readRut(text: string): string | null {
  return validRut(text);
}

/** A non-negative integer written with digits only (CLP amounts, folios, codes), else null. */
export function readInteger(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** An e-mail field: trimmed, null when empty or the literal 'null' the SII writes for "none". Not validated. */
export function readOptionalEmail(text: string | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' || trimmed.toLowerCase() === 'null' ? null : trimmed;
}

/**
 * True when the text has the basic shape of an e-mail address (one '@', a dotted domain, no spaces), or of several
 * joined with ';' as the SII writes a party's addresses (SII-PROTOCOLS.md §4 quirk 1), each of that shape.
 */
export function isEmailShape(text: string | null | undefined): boolean {
  return !!text && text.split(';').every((address) => /^[^\s@;]+@[^\s@;]+\.[^\s@;]+$/.test(address));
}
