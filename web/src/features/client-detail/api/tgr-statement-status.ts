/**
 * Where a client's TGR statement stands (client-detail.md §4 "TGR flow" steps 2 and 3): a viewer session
 * (create-tgr-session.ts), then the HEAD check of the document (check-tgr-statement.ts). Shared by the TGR tab's hook
 * and the client report, which needs the date but not the page.
 */
import { checkTgrStatement } from './check-tgr-statement';
import { createTgrSession } from './create-tgr-session';
import { tgrProxyUrl } from './tgr-proxy-url';

/**
 * The session refused; the document not ready (404, or a failed check); or ready with its issue instant and proxy
 * address.
 */
export type TgrStatementStatus =
  { status: 'session-failed' } | { status: 'processing' } | { status: 'ready'; lastUpdate: Date; url: string };

/**
 * @returns the statement's state; never throws: a refused session is 'session-failed', a check that fails is
 *   'processing' (the tab then offers Reintentar).
 */
export async function tgrStatementStatus(
  restUrl: string,
  rut: string,
  rutFactoring: string,
): Promise<TgrStatementStatus> {
  let sessionId: string;
  try {
    sessionId = await createTgrSession(restUrl, rut, rutFactoring);
  } catch {
    return { status: 'session-failed' };
  }
  try {
    const url = tgrProxyUrl(restUrl, rut, rutFactoring, sessionId);
    const check = await checkTgrStatement(url);
    return check.ready ? { status: 'ready', lastUpdate: check.lastUpdate, url } : { status: 'processing' };
  } catch {
    return { status: 'processing' };
  }
}
