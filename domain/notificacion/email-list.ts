/**
 * The e-mail lists of debtor notifications (core-platform §2 multi-e-mail input, §3 "Debtor: rut, email", §5
 * "Notification e-mails must be valid e-mail addresses").
 */

/** One address: something@domain.tld, no spaces (the same shape the rest of the platform accepts). */
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** True when `text` is one e-mail address. */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}

/** An e-mail list read from text or a list: the addresses kept and the pieces refused. */
export interface EmailList {
  /** Valid addresses, trimmed, lower-cased, without repeats, in first-seen order. */
  emails: string[];
  /** The pieces that are not an address, as typed (trimmed). */
  invalid: string[];
}

/**
 * Reads addresses separated by commas, semicolons, spaces or new lines (a stored debtor e-mail, the input's pasted
 * text, the SII's emailsDeudores), from one text or several.
 * @returns {@link EmailList}; empty pieces are skipped.
 */
export function readEmailList(input: string | readonly string[]): EmailList {
  const pieces = (typeof input === 'string' ? [input] : input)
    .flatMap((text) => text.split(/[\s,;]+/))
    .map((piece) => piece.trim());
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const piece of pieces) {
    if (!piece) continue;
    if (!isEmailAddress(piece)) invalid.push(piece);
    else if (!emails.includes(piece.toLowerCase())) emails.push(piece.toLowerCase());
  }
  return { emails, invalid };
}

/**
 * Most addresses one debtor notice goes to, and one debtor keeps: a notice is for the debtor's payables desk, and a
 * longer list would let the platform's sender be used for bulk mail.
 */
export const MAX_EMAILS = 20;

/** Ours: a list longer than {@link MAX_EMAILS}. */
export const DEMASIADOS_EMAILS_MESSAGE = `Se aceptan como máximo ${MAX_EMAILS} emails`;

/** §5 message for refused addresses: 'Emails inválidos: a, b'. */
export function emailsInvalidosMessage(invalid: readonly string[]): string {
  return `Emails inválidos: ${invalid.join(', ')}`;
}
