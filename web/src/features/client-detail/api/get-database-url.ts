/**
 * The signed download URL of a client's database (client-radar.md §7 "GET api/database/{rut} (optional factoring
 * id parameter)": success, url, error).
 */
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import { CLIENT_DETAIL_MESSAGES } from '../model/messages';

interface DatabaseUrlAnswer {
  success?: boolean;
  url?: unknown;
  error?: unknown;
}

/**
 * GETs `{restUrl}api/database/{rut}?factoring={rutFactoring}` with the id token.
 * @param restUrl config.json restUrl; rut the client 'NNNNNNNN-D'; rutFactoring the selected factoring.
 * @returns the signed URL of the client's SQLite file (short-lived).
 * @throws Error from restJson (no session; server error text or 'HTTP error! status: {n}' on non-2xx);
 *   Error with the answer's error text, or 'Failed to get database URL', when success is not true or no url came.
 */
export async function getDatabaseUrl(restUrl: string, rut: string, rutFactoring: string): Promise<string> {
  const answer = await restJson<DatabaseUrlAnswer | null>(
    restEndpoint(restUrl, `api/database/${encodeURIComponent(rut)}`, { factoring: rutFactoring }),
  );
  if (answer?.success === true && typeof answer.url === 'string' && answer.url) return answer.url;
  throw new Error(typeof answer?.error === 'string' && answer.error ? answer.error : CLIENT_DETAIL_MESSAGES.noUrl);
}
