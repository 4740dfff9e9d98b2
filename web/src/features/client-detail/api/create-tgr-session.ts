/** POST api/tgr/create-session/{rut} (client-detail.md §7): success, sessionId, error. */
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';

/**
 * Creates a viewer session of the client's TGR statement.
 * @returns the session id.
 * @throws Error with the server's error text (restJson) when no session is given.
 */
export async function createTgrSession(restUrl: string, rut: string, rutFactoring: string): Promise<string> {
  const answer = await restJson<{ success?: boolean; sessionId?: unknown; error?: unknown }>(
    restEndpoint(restUrl, `api/tgr/create-session/${encodeURIComponent(rut)}`, { factoring: rutFactoring }),
    { method: 'POST' },
  );
  if (answer.success === true && typeof answer.sessionId === 'string' && answer.sessionId) return answer.sessionId;
  throw new Error(typeof answer.error === 'string' ? answer.error : 'Sin sesión TGR');
}
