import { restEndpoint } from '@web/lib/rest/rest-endpoint';

/**
 * The proxy address of a client's TGR statement for a session (client-detail.md §7 "HEAD
 * api/tgr/html-proxy/{rut}_cartolafiscal", query session and rut, plus the selected factoring).
 */
export function tgrProxyUrl(restUrl: string, rut: string, rutFactoring: string, sessionId: string): string {
  return restEndpoint(restUrl, `api/tgr/html-proxy/${encodeURIComponent(`${rut}_cartolafiscal`)}`, {
    session: sessionId,
    rut,
    factoring: rutFactoring,
  });
}
