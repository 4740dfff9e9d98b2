import { useCallback, useEffect, useState } from 'react';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { deleteTgrData } from '../api/delete-tgr-data';
import { getTgrStatementHtml } from '../api/get-tgr-statement-html';
import { tgrStatementStatus } from '../api/tgr-statement-status';

/**
 * Where the TGR viewer is (client-detail.md §4 "TGR flow"): creating the session and checking the document
 * ('loading'), the session refused ('session-failed': loading with Reintentar), the document not ready ('processing'),
 * or shown ('ready', with its issue instant and the page).
 */
export type TgrViewState =
  | { status: 'loading' }
  | { status: 'session-failed' }
  | { status: 'processing' }
  | { status: 'ready'; lastUpdate: Date; html: string };

/**
 * The TGR flow of one client: session, HEAD check, then the page through the proxy. `retry` runs the flow again
 * with a new session; `forceUpdate` deletes the server data, drops the local copy, resets the state and creates a new
 * session (§4 "A forced update..."). A failed forced update keeps what was shown and reports `forceFailed`.
 */
export function useTgrStatement(rut: string, rutFactoring: string) {
  const { restUrl } = useRuntimeConfig();
  const [state, setState] = useState<TgrViewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [forceFailed, setForceFailed] = useState(false);
  const [forcing, setForcing] = useState(false);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void (async () => {
      const status = await tgrStatementStatus(restUrl, rut, rutFactoring);
      if (status.status !== 'ready') {
        if (live) setState(status);
        return;
      }
      try {
        const html = await getTgrStatementHtml(status.url);
        if (live) setState({ status: 'ready', lastUpdate: status.lastUpdate, html });
      } catch {
        if (live) setState({ status: 'processing' });
      }
    })();
    return () => {
      live = false;
    };
  }, [restUrl, rut, rutFactoring, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const forceUpdate = useCallback(async () => {
    setForcing(true);
    setForceFailed(false);
    try {
      await deleteTgrData(restUrl, rut, rutFactoring);
      setAttempt((n) => n + 1);
    } catch {
      setForceFailed(true);
    } finally {
      setForcing(false);
    }
  }, [restUrl, rut, rutFactoring]);

  return { state, retry, forceUpdate, forcing, forceFailed };
}
