/**
 * Which SII answers and failures may be asked again, and how long to wait (SII-PROTOCOLS.md
 * §11.7): HTTP 5xx except a SOAP Fault (a Fault is an answer, returned as such), a body that starts with 'Error 500'
 * (LibreDTE ConsumeWebserviceJob), time-outs, connection resets and refusals. Everything else is final; a
 * service-specific rule (RegistroReclamoDte codResp -1) is added by the caller.
 */
import type { SiiWebSettings } from '../../platform/sii-settings';

/** An HTTP answer as the client received it. */
export interface SiiAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Uint8Array;
  receivedAt: Date;
}

/** Network error codes that say "try again" (undici and Node socket codes). */
const RETRYABLE_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** True for a 5xx answer that is not a SOAP Fault, and for a body starting with 'Error 500'. */
export function isRetryableAnswer(answer: Pick<SiiAnswer, 'status' | 'bytes'>): boolean {
  const head = new TextDecoder('latin1').decode(answer.bytes.subarray(0, 2048));
  if (head.trimStart().startsWith('Error 500')) return true;
  return answer.status >= 500 && !/<(?:[\w.-]+:)?Fault[\s>]/.test(head);
}

/**
 * The reason a request failure may be retried ('time-out', or the network error code), or null when it may not.
 * Time-outs are the AbortSignal.timeout of each request ('TimeoutError') and undici's own time-outs.
 */
export function retryableFailure(error: unknown): string | null {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'time-out';
  const code = errorCode(error);
  return code !== null && RETRYABLE_CODES.has(code) ? code : null;
}

/** The code of a network error or of its cause ('ECONNRESET', 'UND_ERR_SOCKET', 'ERR_SSL_…'), or null. */
export function errorCode(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Wait before attempt `attempt + 1` (attempt counts from 1), milliseconds: exponential from baseDelayMs, capped at
 * maxDelayMs, with "equal jitter" (half fixed, half random) so that parallel runs do not retry in step.
 * @param random a number in [0, 1).
 */
export function backoffDelay(attempt: number, retry: SiiWebSettings['retry'], random: number): number {
  const exponential = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random);
}
