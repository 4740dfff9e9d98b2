/**
 * Our rendition of the Poder Judicial's public case search ('Consulta Unificada de Causas', Oficina Judicial
 * Virtual), where the portal documents no interface: the paths, parameters, cookie and tables the portal adapter reads
 * and the local judicial host serves. Changing the real portal's shape means changing this module only.
 */

/** The page that opens a session: answers with the session cookie. */
export const SESSION_PATH = '/consultaUnificada';
/** The search of one RUT in one tribunal: query `rut`, `competencia`, `tribunal` (the catalogue's id). */
export const SEARCH_PATH = '/consultaUnificada/causas';
/** The session cookie's name. */
export const SESSION_COOKIE = 'OJVSESSID';
/**
 * The session id in a `set-cookie` or `cookie` header, or undefined when the header has no session cookie.
 * @param header the header's value (null or undefined: none).
 */
export function sessionIdOf(header: string | null | undefined): string | undefined {
  return new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(header ?? '')?.[1];
}
/** The cases table: Rol, Fecha Ingreso, Caratulado, Tribunal. */
export const CASES_TABLE = 'causas';
/** The litigants table of the same answer: Rol, Participante, RUT, Persona, Nombre o Razón Social. */
export const LITIGANTS_TABLE = 'litigantes';
/** A page with this marker is the portal's CAPTCHA challenge, whatever its status. */
export const CAPTCHA_MARKER = /g-recaptcha|captcha/i;
/** The date the portal prints for a case without one (the Unix epoch in Chile): read as empty. */
export const EMPTY_DATE = '31/12/1969';
