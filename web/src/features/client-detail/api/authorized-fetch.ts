/** Raw authenticated calls to the REST API for answers that are not JSON (a HEAD check, an HTML page). */
import { currentIdToken } from '@web/lib/id-token';
import { demoRequestUrl } from '@web/lib/demo-mode';
import { verComoHeaders } from '@web/lib/ver-como';
import { NO_TOKEN_MESSAGE } from '@web/lib/rest/rest-get';

/**
 * fetch with the id token in Authorization (no 'Bearer' prefix, client-detail.md §6) and the 'Ver como' header; the URL
 * with the real RUTs in demo mode.
 * @throws Error 'Usuario no autenticado o token no disponible' without a session; what fetch throws.
 */
export async function authorizedFetch(
  url: string,
  init: { method?: string; signal?: AbortSignal } = {},
): Promise<Response> {
  const idToken = await currentIdToken();
  if (!idToken) throw new Error(NO_TOKEN_MESSAGE);
  return fetch(demoRequestUrl(url), {
    method: init.method ?? 'GET',
    signal: init.signal,
    headers: { Authorization: idToken, ...verComoHeaders() },
  });
}
