/** Authenticated JSON calls to the REST API (client-radar.md §7: the id token in the Authorization header). */
import { currentIdToken } from '@web/lib/id-token';
import { demoAnswer, demoRequest, demoRequestUrl } from '@web/lib/demo-mode';
import { verComoHeaders } from '@web/lib/ver-como';

/** client-radar.md §8: no session to call the API with. */
export const NO_TOKEN_MESSAGE = 'Usuario no autenticado o token no disponible';

/**
 * Calls `url` with the id token (and the 'Ver como' header, lib/ver-como.ts) and returns the parsed JSON body, masked
 * in demo mode (its URL and body then carry the real RUTs, lib/demo-mode.ts).
 * @param init method and JSON body (GET without body by default), extra headers, and a signal that aborts the call.
 * @throws Error 'Usuario no autenticado o token no disponible' without a session; Error with the body's message
 *   (or 'HTTP error! status: {n}') on a non-2xx answer.
 */
export async function restJson<T>(url: string, init: RestInit = {}): Promise<T> {
  const idToken = await currentIdToken();
  if (!idToken) throw new Error(NO_TOKEN_MESSAGE);
  const response = await fetch(demoRequestUrl(url), {
    method: init.method ?? 'GET',
    headers: {
      Authorization: idToken,
      ...verComoHeaders(),
      ...init.headers,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(demoRequest(init.body)),
    signal: init.signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new HttpError(response.status, messageOf(body) ?? `HTTP error! status: ${response.status}`);
  return demoAnswer(body) as T;
}

/** How {@link restJson} calls: method, JSON body, extra headers, abort signal. */
export interface RestInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A non-2xx answer: its status and the server's message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  return typeof error === 'string' && error ? error : null;
}
