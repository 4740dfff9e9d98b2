/** GET api/tgr/html-proxy/{rut}_cartolafiscal: the statement page rebuilt script-free by the server's proxy. */
import { authorizedFetch } from './authorized-fetch';

/**
 * @param url the proxy address (tgr-proxy-url.ts).
 * @returns the HTML page, for a sandboxed srcdoc frame.
 * @throws Error 'Error del servidor: {status}' on a non-OK status, or what fetch throws.
 */
export async function getTgrStatementHtml(url: string): Promise<string> {
  const response = await authorizedFetch(url);
  if (!response.ok) throw new Error(`Error del servidor: ${response.status}`);
  return response.text();
}
