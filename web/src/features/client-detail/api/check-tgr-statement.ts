/** HEAD api/tgr/html-proxy/{rut}_cartolafiscal (client-detail.md §7): an OK status means the document is ready. */
import { authorizedFetch } from './authorized-fetch';

/** Whether the statement is ready, and when it was issued (its Last-Modified). */
export type TgrStatementCheck = { ready: true; lastUpdate: Date } | { ready: false };

/**
 * @param url the proxy address (tgr-proxy-url.ts).
 * @returns ready with the issue instant on 200; not ready on 404 (the TGR is still processing it).
 * @throws Error 'HTTP error! status: {code}' for any other status, or what fetch throws.
 */
export async function checkTgrStatement(url: string): Promise<TgrStatementCheck> {
  const response = await authorizedFetch(url, { method: 'HEAD' });
  if (response.status === 404) return { ready: false };
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const lastModified = new Date(response.headers.get('last-modified') ?? '');
  if (Number.isNaN(lastModified.getTime())) throw new Error('El servidor no devolvió datos válidos');
  return { ready: true, lastUpdate: lastModified };
}
