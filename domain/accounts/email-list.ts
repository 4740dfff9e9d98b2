/**
 * The e-mail list of 'Crear cuenta' (core-platform §5 "Account creation"): a text of addresses separated by comma,
 * semicolon or newline, each trimmed and checked for a basic e-mail shape.
 */

/** Messages of core-platform §5 "Account creation". */
export const EMAIL_LIST_MESSAGES = {
  empty: 'Debe agregar al menos un email',
  emptyText: 'Ingrese al menos un email',
  invalid: (emails: readonly string[]) => `Emails inválidos: ${emails.join(', ')}`,
  duplicates: (emails: readonly string[]) => `Emails duplicados ignorados: ${emails.join(', ')}`,
  processed: (count: number) => `${count} email(s) válido(s) procesado(s)`,
} as const;

/** A basic e-mail shape: something@domain.tld without spaces (core-platform §5 "basic e-mail shape"). */
const EMAIL_SHAPE = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Whether `email` has the basic e-mail shape of core-platform §5. */
export function isEmailShape(email: string): boolean {
  return EMAIL_SHAPE.test(email);
}

/** The outcome of processing the textarea against the e-mails already accepted. */
export type EmailListResult =
  | { ok: false; error: string }
  | {
      ok: true;
      /** The accepted e-mails: those already accepted, then the new ones, lower-cased, each once. */
      emails: string[];
      /** The new e-mails added by this text. */
      added: string[];
      /** Repeated e-mails (within the text or already accepted), ignored. */
      duplicates: string[];
      /** 'N email(s) válido(s) procesado(s)'. */
      message: string;
      /** 'Emails duplicados ignorados: ...' when some were ignored, else null. */
      warning: string | null;
    };

/**
 * Processes the textarea ('Procesar emails', core-platform §5): splits on comma, semicolon or newline, trims, drops
 * empty pieces and lower-cases. No piece gives 'Ingrese al menos un email'; any piece without the e-mail shape gives
 * 'Emails inválidos: a, b' and nothing is processed; repeated addresses (in the text or already in `accepted`) are
 * ignored with the warning 'Emails duplicados ignorados: ...'; success says 'N email(s) válido(s) procesado(s)' with N
 * the new addresses.
 * @param text the textarea's content.
 * @param accepted the e-mails already shown as badges.
 */
export function processEmailList(text: string, accepted: readonly string[]): EmailListResult {
  const pieces = text
    .split(/[,;\n\r]+/)
    .map((piece) => piece.trim().toLowerCase())
    .filter((piece) => piece.length > 0);
  if (pieces.length === 0) return { ok: false, error: EMAIL_LIST_MESSAGES.emptyText };
  const invalid = pieces.filter((piece) => !isEmailShape(piece));
  if (invalid.length > 0) return { ok: false, error: EMAIL_LIST_MESSAGES.invalid([...new Set(invalid)]) };
  const seen = new Set(accepted.map((email) => email.toLowerCase()));
  const added: string[] = [];
  const duplicates: string[] = [];
  for (const piece of pieces) {
    if (seen.has(piece)) {
      if (!duplicates.includes(piece)) duplicates.push(piece);
      continue;
    }
    seen.add(piece);
    added.push(piece);
  }
  return {
    ok: true,
    emails: [...accepted, ...added],
    added,
    duplicates,
    message: EMAIL_LIST_MESSAGES.processed(added.length),
    warning: duplicates.length > 0 ? EMAIL_LIST_MESSAGES.duplicates(duplicates) : null,
  };
}
