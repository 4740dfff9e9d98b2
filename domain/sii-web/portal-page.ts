/**
 * Classification of the SII portal's refusal pages (login, representation, and any page that needs a session).
 * The portal answers failures with HTTP 200 HTML carrying the text of an ERR page entry and a code
 * 'NN.NN.NNN.NNN.NN.XX' whose last digits XX name that entry (ERR page codigos-de-mensajes-de-error.html:
 * "La solución a los códigos de error depende de los últimos dos dígitos del código"); the code decides first, the
 * page's text second (SII-PROTOCOLS.md §3 "Failure signals", "Session limits", "Expired-session marker").
 */
import { foldPageText } from './page-text';

/** Why the portal refused. */
export type PortalRefusal =
  /** ERR 20: 'La Clave Tributaria ingresada no es correcta'. */
  | 'clave-incorrecta'
  /** ERR 9/19: 'Su Clave Tributaria se encuentra bloqueada por ingresos erróneos sucesivos'. */
  | 'clave-bloqueada'
  /** ERR 27: 'permite un máximo de 10 sesiones abiertas al mismo tiempo'. */
  | 'limite-sesiones'
  /** ERR 28/29, 'NO ESTA AUTENTICADO': not authenticated, session expired or at its maximum length. */
  | 'sesion-expirada'
  /** ERR 33/34/35/36/37/38/39: wrong method (clave vs certificate), certificate revoked, expired or invalid. */
  | 'certificado-rechazado'
  /** ERR 70/81 or 'no se encuentra autorizado': the user may not act for (represent) that taxpayer. */
  | 'sin-permiso'
  /** ERR 3/7/12 ('intentar más tarde') or 'Por el momento no se puede responder a sus requerimientos'. */
  | 'no-disponible'
  /** 'Transaccion Rechazada': a generic refusal. */
  | 'rechazada'
  /** An ERR code of no entry above. */
  | 'otra';

/** A refusal page: why, and the ERR code XX when the page carries one. */
export interface PortalPageVerdict {
  refusal: PortalRefusal;
  code: number | null;
}

const BY_CODE: ReadonlyMap<number, PortalRefusal> = new Map([
  ...[9, 19].map((c) => [c, 'clave-bloqueada'] as const),
  [20, 'clave-incorrecta'],
  [27, 'limite-sesiones'],
  ...[28, 29].map((c) => [c, 'sesion-expirada'] as const),
  ...[33, 34, 35, 36, 37, 38, 39].map((c) => [c, 'certificado-rechazado'] as const),
  ...[70, 81].map((c) => [c, 'sin-permiso'] as const),
  ...[3, 7, 12].map((c) => [c, 'no-disponible'] as const),
]);

/** Folded text markers (page-text.ts), most specific first. */
const MARKERS: ReadonlyArray<readonly [string, PortalRefusal]> = [
  ['CLAVE TRIBUTARIA INGRESADA NO ES CORRECTA', 'clave-incorrecta'],
  ['SE ENCUENTRA BLOQUEADA POR INGRESOS ERRONEOS', 'clave-bloqueada'],
  ['MAXIMO DE 10 SESIONES', 'limite-sesiones'],
  ['NO ESTA AUTENTICADO', 'sesion-expirada'],
  ['NO SE HA AUTENTICADO', 'sesion-expirada'],
  ['TIEMPO MAXIMO QUE PUEDE DURAR LA SESION', 'sesion-expirada'],
  ['DEBE AUTENTICARSE CON CLAVE TRIBUTARIA, NO CON CERTIFICADO DIGITAL', 'certificado-rechazado'],
  ['DEBE AUTENTICARSE CON CERTIFICADO DIGITAL, NO CON CLAVE TRIBUTARIA', 'certificado-rechazado'],
  ['CERTIFICADO DIGITAL QUE USTED HA SELECCIONADO PARA IDENTIFICARSE FUE REVOCADO', 'certificado-rechazado'],
  ['CERTIFICADO DIGITAL INVALIDO', 'certificado-rechazado'],
  ['NO SE ENCUENTRA AUTORIZADO', 'sin-permiso'],
  ['NO LO AUTORIZO PARA REPRESENTARLO', 'sin-permiso'],
  ['POR EL MOMENTO NO SE PUEDE RESPONDER', 'no-disponible'],
  ['TRANSACCION RECHAZADA', 'rechazada'],
];

/** 'NN.NN.NNN.NNN.NN.XX', spaces tolerated around the dots as the ERR page prints its example. */
const ERR_CODE = /\b\d{2}\s*\.\s*\d{2}\s*\.\s*\d{3}\s*\.\s*\d{3}\s*\.\s*\d{2}\s*\.\s*(\d{1,2})\b/;

/**
 * Classifies a portal page.
 * @param bytes the page as the SII sent it (ISO-8859-1 or UTF-8; entities allowed).
 * @returns the refusal and its ERR code, or null when the page carries neither an ERR code nor a known marker
 *   (not a refusal page).
 */
export function classifyPortalPage(bytes: Uint8Array): PortalPageVerdict | null {
  return classifyFoldedPage(foldPageText(bytes));
}

/** {@link classifyPortalPage} of a page already folded by page-text.ts foldPageText (for callers that read it too). */
export function classifyFoldedPage(text: string): PortalPageVerdict | null {
  const match = ERR_CODE.exec(text);
  const code = match ? Number(match[1]) : null;
  const byCode = code === null ? undefined : BY_CODE.get(code);
  if (byCode) return { refusal: byCode, code };
  const marker = MARKERS.find(([needle]) => text.includes(needle));
  if (marker) return { refusal: marker[1], code };
  return code === null ? null : { refusal: 'otra', code };
}
