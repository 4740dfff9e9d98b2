/**
 * The checks of the debtor e-mails screen before it asks the server (core-platform §5 "Notification e-mails must be
 * valid e-mail addresses"; the same rules as updateDeudor, lambdas/services/notificaciones/deudores.ts).
 */
import {
  DEMASIADOS_EMAILS_MESSAGE,
  emailsInvalidosMessage,
  MAX_EMAILS,
  readEmailList,
} from '@domain/notificacion/email-list';
import { validRut } from '@domain/rut';
import { INVALID_RUT_MESSAGE } from '@web/lib/cessions/search-criteria';

/**
 * The debtor to look up.
 * @returns the RUT 'NNNNNNNN-D' as typed with or without dots, or the error 'Rut ingresado inválido'.
 */
export function checkDeudorRut(text: string): { rut: string } | { error: string } {
  const rut = validRut(text.trim());
  return rut === null ? { error: INVALID_RUT_MESSAGE } : { rut };
}

/**
 * The addresses to keep: the chips and the text still being typed.
 * @returns the valid addresses (lower-cased, without repeats; none forgets them), or the error 'Emails inválidos: a, b'
 *   or 'Se aceptan como máximo 20 emails'.
 */
export function checkDeudorEmails(chips: readonly string[], draft: string): { emails: string[] } | { error: string } {
  const { emails, invalid } = readEmailList([...chips, draft]);
  if (invalid.length > 0) return { error: emailsInvalidosMessage(invalid) };
  if (emails.length > MAX_EMAILS) return { error: DEMASIADOS_EMAILS_MESSAGE };
  return { emails };
}
