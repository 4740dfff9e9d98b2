/** Calls to the assistant endpoint (client-radar.md §7: POST with the session-id and authorization headers). */
import { SESSION_ID_HEADER } from '@domain/assistant/assistant-contract';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';

/** client-radar.md §7, §9: the preheat and the availability check time out after 30 s, a question after 60 s. */
export const PREHEAT_TIMEOUT_MS = 30_000;
export const QUESTION_TIMEOUT_MS = 60_000;

/** The endpoint's path under the REST API. */
export const ASSISTANT_PATH = 'api/asistente';

/** Who asks: the factoring acted for and the assistant session's id (random, one per 'Consultar nuevo RUT'). */
export interface AssistantCaller {
  restUrl: string;
  rutFactoring: string;
  sessionId: string;
}

/**
 * POSTs `body` ({consulta: 'available' | 'preheat' | question, rut?}) for the caller's factoring.
 * @returns the parsed answer.
 * @throws DOMException 'TimeoutError' after `timeoutMs`; HttpError with the server's message on a non-2xx answer.
 */
export function callAssistant<T>(caller: AssistantCaller, body: object, timeoutMs: number): Promise<T> {
  return restJson<T>(restEndpoint(caller.restUrl, ASSISTANT_PATH, { factoring: caller.rutFactoring }), {
    method: 'POST',
    body,
    headers: { [SESSION_ID_HEADER]: caller.sessionId },
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** A new assistant session id ('asistente_' and a random UUID). */
export function newSessionId(): string {
  return `asistente_${crypto.randomUUID()}`;
}
