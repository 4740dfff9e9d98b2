/**
 * The litigants errors of client-detail.md §8, from how a GET api/pjud/litigantes/{rol} ended: the request took too
 * long (the 30 s limit, §9), a connection error, a reserved case (403 with the error CAUSA_RESERVADA: its own text,
 * nothing to reload), an authorization error (401, any other 403), a server error (500, 502, 503),
 * no litigants (404 or the error NO_LITIGANTES_FOUND), 'Error del servidor: {status}' for any other non-OK status and
 * 'El servidor no devolvió datos válidos' for an OK answer that is not JSON.
 */
import { CAUSA_RESERVADA, NO_LITIGANTES_FOUND } from '@domain/pjud/litigant-answers';

/** Milliseconds a litigants request may take (§7 "30 s timeout"). */
export const LITIGANTES_TIMEOUT_MS = 30_000;

/** Error codes of a case without litigants (§7) and of a reserved case. */
export { CAUSA_RESERVADA, NO_LITIGANTES_FOUND };

/** A litigants error: its kind, its message, and whether trying again may help. */
export interface LitigantError {
  kind: 'timeout' | 'connection' | 'reserved' | 'authorization' | 'server' | 'none' | 'status' | 'invalid';
  message: string;
  retryable: boolean;
}

const ERRORS: Record<Exclude<LitigantError['kind'], 'status'>, Omit<LitigantError, 'kind'>> = {
  timeout: { message: 'La solicitud tardó demasiado. Por favor, intente nuevamente.', retryable: true },
  connection: { message: 'Error de conexión. Verifique su conexión e intente nuevamente.', retryable: true },
  reserved: { message: CAUSA_RESERVADA, retryable: false },
  authorization: { message: 'Error de autorización. Por favor, recargue la página.', retryable: false },
  server: { message: 'Error del servidor. Por favor, intente más tarde.', retryable: true },
  none: { message: 'No se encontraron litigantes para esta causa.', retryable: false },
  invalid: { message: 'El servidor no devolvió datos válidos', retryable: true },
};

const error = (kind: Exclude<LitigantError['kind'], 'status'>): LitigantError => ({ kind, ...ERRORS[kind] });

/**
 * The error of a request that threw before any answer.
 * @param thrown what fetch threw: a DOMException 'TimeoutError' (AbortSignal.timeout) or 'AbortError' is the time
 *   limit; anything else (TypeError 'Failed to fetch') a connection error.
 */
export function litigantErrorOfThrow(thrown: unknown): LitigantError {
  const name = (thrown as { name?: unknown } | null)?.name;
  return error(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'connection');
}

/**
 * The error of an answer, or null when it holds litigants.
 * @param status the HTTP status; body the parsed JSON body, undefined when it was not JSON.
 */
export function litigantErrorOfAnswer(status: number, body: unknown): LitigantError | null {
  const code = (body as { error?: unknown } | null | undefined)?.error;
  if (status === 404 || code === NO_LITIGANTES_FOUND) return error('none');
  if (status === 403 && code === CAUSA_RESERVADA) return error('reserved');
  if (status === 401 || status === 403) return error('authorization');
  if (status === 500 || status === 502 || status === 503) return error('server');
  if (status < 200 || status > 299)
    return { kind: 'status', message: `Error del servidor: ${status}`, retryable: true };
  if (body === undefined || typeof body !== 'object' || body === null) return error('invalid');
  return null;
}
