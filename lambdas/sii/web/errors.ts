/**
 * The failures the SII's interfaces name (../shared/SII-PROTOCOLS.md §2, §3 ERR page codes, §6-§9), as one typed
 * error whose `code` tells the caller what to do and whose message is Spanish text fit for the user. Messages
 * never carry a clave, a certificate password, a token or a cookie.
 */

/** What went wrong at the SII, and so what the caller may do about it. */
export type SiiErrorCode =
  /** ERR page code 20: wrong clave. Never retried: repeated failures lock the account (codes 9/19). */
  | 'clave-incorrecta'
  /** ERR page codes 9/19: clave locked after repeated failures; the SII unlocks it after one hour. */
  | 'clave-bloqueada'
  /** ERR page code 27: more than 10 open portal sessions of the user (or wait one hour). */
  | 'limite-sesiones'
  /** ERR page codes 28/29 or 'NO ESTA AUTENTICADO': the portal session ended; renewed once. */
  | 'sesion-expirada'
  /** ESTADO 3/4 (wsRPETCConsulta) or a 401 (RegistroReclamoDte): the seed token ended; renewed once. */
  | 'token-expirado'
  /** ESTADO 9/10 (wsRPETCConsulta), a representation refused: the user may not act for that company. */
  | 'sin-permiso'
  /** ERR page codes 33/35/36/37/39, token ESTADO 04/05/11/21/-07: the certificate or its signature was refused. */
  | 'certificado-rechazado'
  /** codResp -1, ESTADO 6/7/8, 'Error 500', HTTP 5xx, time-outs, 'Por el momento no se puede responder': retryable. */
  | 'sii-no-disponible'
  /** An answer that is not what the interface returns (HTML instead of XML, a truncated body). */
  | 'respuesta-invalida'
  /**
   * The company has not entered the credential this interface needs: a digital certificate for the seed token
   * (events, reception dates, getEst*), or a clave or certificate for the portal. Nothing was sent to the SII.
   */
  | 'sin-credenciales'
  /** RTCAnotEnvio STATUS 1, 2, 4 or 6 (AEC-UPLOAD manual §3.2): the SII refused the upload and registered nothing. */
  | 'envio-rechazado'
  /**
   * RTCAnotEnvio answered an HTTP 5xx or STATUS 9/10 (internal error): the SII took nothing and the AEC may be sent
   * again later (LibreDTE treats 'Error 500' so).
   */
  | 'envio-no-recibido';

/** The user-facing Spanish message of each code; `{rut}` is replaced by the RUT involved when known. */
const MESSAGES: Record<SiiErrorCode, string> = {
  'clave-incorrecta': 'La clave del SII de {rut} no es correcta.',
  'clave-bloqueada':
    'La clave del SII de {rut} está bloqueada por ingresos erróneos sucesivos; el SII la libera en 1 hora.',
  'limite-sesiones': 'El usuario {rut} tiene el máximo de 10 sesiones abiertas en el SII; el SII las libera en 1 hora.',
  'sesion-expirada': 'La sesión en el SII caducó.',
  'token-expirado': 'El token de autenticación del SII caducó.',
  'sin-permiso': 'El usuario {rut} no tiene permiso en el SII para actuar por la empresa.',
  'certificado-rechazado': 'El SII rechazó el certificado digital de {rut}.',
  'sii-no-disponible': 'El SII no está disponible en este momento; se reintentará en la próxima actualización.',
  'respuesta-invalida': 'El SII entregó una respuesta que no se pudo leer.',
  'sin-credenciales':
    'Falta la credencial del SII de {rut} para esta consulta: cargue su certificado digital o su clave.',
  'envio-rechazado': 'El SII rechazó el envío del AEC.',
  'envio-no-recibido': 'El SII no pudo recibir el envío del AEC; se reintentará.',
};

/** Codes whose request may be repeated after a pause (SII-PROTOCOLS.md §11.7). */
const RETRYABLE: ReadonlySet<SiiErrorCode> = new Set(['sii-no-disponible']);

/** A failure at the SII, typed by {@link SiiErrorCode}. */
export class SiiError extends Error {
  /** The Spanish message for the user (also `message`). */
  readonly userMessage: string;

  /**
   * @param code what failed.
   * @param context the operation ('getToken', 'RTCConsultaCesiones', ...) and the RUT involved; `detail` is a
   *   technical note for logs and run reports (an SII glosa, an HTTP status), never a secret.
   */
  constructor(
    readonly code: SiiErrorCode,
    readonly context: { operation: string; rut?: string; detail?: string } = { operation: '' },
  ) {
    const userMessage = MESSAGES[code].replace('{rut}', context.rut ?? '').replace(/\s{2,}/g, ' ');
    super(context.detail ? `${userMessage} (${context.operation}: ${context.detail})` : userMessage);
    this.name = 'SiiError';
    this.userMessage = userMessage;
  }

  /** True when the sources say the request may be repeated later. */
  get retryable(): boolean {
    return RETRYABLE.has(this.code);
  }
}

/** True when `error` is a {@link SiiError} of one of `codes` (any code when none are given). */
export function isSiiError(error: unknown, ...codes: SiiErrorCode[]): error is SiiError {
  return error instanceof SiiError && (codes.length === 0 || codes.includes(error.code));
}
