import { ApiError } from '@web/lib/api-error';
import { credentialErrorText } from './error-text';

/** How long a certificate upload is waited for (core-platform §8 "Certificate upload error mapping": 30 s). */
export const UPLOAD_TIMEOUT_MS = 30_000;

/** core-platform §8's texts of a failed certificate upload, with the code the spec gives each. */
export const UPLOAD_FAILURE_MESSAGES = {
  /** 504: no answer within {@link UPLOAD_TIMEOUT_MS}. */
  timeout: 'Error, tiempo de espera agotado.',
  /** 503: the request did not reach the server. */
  lostSession: 'Error, se perdió la sesión.',
  /** 500: a variable of the request was refused. */
  reading: 'Error de lectura.',
  /** 500: the server does not know a field of the request. */
  notImplemented: 'No implementado.',
  /** 500: the server failed ('... is not a function', 'Expected Iterable ...'). */
  server: 'Error en el servidor.',
} as const;

/** The upload was not answered within {@link UPLOAD_TIMEOUT_MS}. */
export class UploadTimeoutError extends Error {
  constructor() {
    super(UPLOAD_FAILURE_MESSAGES.timeout);
    this.name = 'UploadTimeoutError';
  }
}

/**
 * `upload`, or UploadTimeoutError when it has not settled within {@link UPLOAD_TIMEOUT_MS} (the request itself is left
 * to end on its own).
 */
export async function withUploadTimeout<T>(upload: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new UploadTimeoutError()), UPLOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([upload, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The text of a failed certificate upload (core-platform §8 "Certificate upload error mapping"): the timeout (504),
 * a request that never reached the server (503), a refused variable, an unknown field and a server fault (500); any
 * other failure shows the server's own message, as every credentials call does (credentialErrorText).
 */
export function uploadFailureText(error: unknown): string {
  if (error instanceof UploadTimeoutError) return UPLOAD_FAILURE_MESSAGES.timeout;
  const text = error instanceof Error ? error.message : String(error);
  if (/\bVariable\b/.test(text)) return UPLOAD_FAILURE_MESSAGES.reading;
  if (/Cannot query field|Unknown argument|Unknown field|FieldUndefined/i.test(text))
    return UPLOAD_FAILURE_MESSAGES.notImplemented;
  if (/is not a function|Expected Iterable/.test(text)) return UPLOAD_FAILURE_MESSAGES.server;
  if (error instanceof ApiError && error.code === null && /fetch|network|load failed/i.test(text))
    return UPLOAD_FAILURE_MESSAGES.lostSession;
  return credentialErrorText(error);
}
