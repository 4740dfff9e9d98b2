/**
 * The messages of the credential screens: 'Firma Digital' (core-platform.md §5 "Digital signature") and the company
 * enroller (client-radar.md §5 "Enroller", §8 "Enroller" and "Tax-authority password error"), exactly as the specs
 * write them, plus the few the specs leave open (marked as ours).
 */

/** core-platform §5: the signer's RUT is empty (also the RUT of the SII clave's user). */
export const RUT_VACIO_MESSAGE = 'Campo rut no puede estar vacío.';

/** core-platform §5: the RUT is not a RUT (modulo 11 check digit). */
export const RUT_FORMATO_MESSAGE = 'Formato no es válido';

/** core-platform §5: the password (of the certificate, or the SII clave) is empty. */
export const CLAVE_VACIA_MESSAGE = 'Clave no puede estar vacía.';

/** core-platform §5: the signer's name is empty. */
export const NOMBRE_VACIO_MESSAGE = 'Nombre no puede estar vacío.';

/** core-platform §5: no certificate file. */
export const ARCHIVO_FALTANTE_MESSAGE = 'Debe agregar un archivo PFX y la clave correspondiente.';

/** Ours: a file beyond {@link MAX_PFX_BYTES} (a real PKCS#12 holds a key and a short chain, a few KB). */
export const ARCHIVO_GRANDE_MESSAGE = 'El archivo PFX es demasiado grande (máximo 100 KB).';

/** Largest certificate file accepted, in bytes. */
export const MAX_PFX_BYTES = 100 * 1024;

/** Ours: the certificate signs itself (no certification authority vouches for its holder). */
export const AUTOFIRMADO_MESSAGE = 'El certificado es autofirmado y no es aceptado por el SII';

/** Ours: no certification authority the SII accepts issued the certificate (nor an intermediate the file carries). */
export const EMISOR_DESCONOCIDO_MESSAGE =
  'El certificado no fue emitido por una autoridad certificadora reconocida por el SII';

/** client-radar §5 "Enroller": RUT or clave missing. */
export const ENROLL_REQUIRED_MESSAGE = 'RUT y contraseña son obligatorios.';

/** client-radar §5 "Enroller": the RUT is not a RUT. */
export const ENROLL_INVALID_RUT_MESSAGE = 'RUT no es válido.';

/** client-radar §8 "Tax-authority password error": the SII refused the client company's clave. */
export const WRONG_CLAVE_MESSAGE = 'La password del SII es incorrecta. Comuníquese con el cliente para actualizarlas.';

/** Ours: the enroller's success (client-radar §8 "Enroller" gives only the note below). */
export const ENROLL_SUCCESS_MESSAGE =
  'Empresa registrada correctamente. Sus datos del SII estarán disponibles en unos minutos.';

/** client-radar §8 "Enroller": the note added when the processing task could not be created now. */
export const ENROLL_TASK_PENDING_NOTE = 'La tarea de procesamiento se creará automáticamente en breve.';

/** client-radar §8 "Enroller": the fallback when the server gives no message. */
export const ENROLL_FAILURE_MESSAGE = 'Hubo un error al registrar la empresa. Intente nuevamente.';

/**
 * Ours: the SII could not be reached while checking a clave (the refresh's text speaks of a retry that never comes).
 */
const CHECK_UNAVAILABLE_MESSAGE =
  'El SII no está disponible en este momento; la clave no se guardó. Intente nuevamente en unos minutos.';

/**
 * The message of a failed login check (a clave typed on a screen): the SII error's own Spanish message
 * (lambdas/sii/web/errors.ts), except for an unavailable SII, which gets {@link CHECK_UNAVAILABLE_MESSAGE}.
 */
export function loginCheckMessage(error: { code: string; userMessage: string }): string {
  return error.code === 'sii-no-disponible' ? CHECK_UNAVAILABLE_MESSAGE : error.userMessage;
}

/** Ours: the clave checks of one RUT reached their hourly limit (no further login is sent to the SII). */
export const DEMASIADOS_INTENTOS_RUT_MESSAGE = 'Demasiados intentos para este RUT. Intente nuevamente en una hora.';

/** Ours: the clave checks of one factoring, over every RUT, reached their hourly limit. */
export const DEMASIADOS_INTENTOS_EMPRESA_MESSAGE =
  'Demasiados intentos de clave desde su empresa. Intente nuevamente en una hora.';
