import { canForceTgrUpdate } from '@domain/tgr/update-rule';
import { Spinner } from '@web/components/ui/spinner';
import { formatInChile } from '@web/lib/chile-time';
import { useNow } from '@web/lib/use-now';
import { useTgrStatement } from '../hooks/use-tgr-statement';
import { SAME_DAY_MESSAGE, TGR_TEXTS as T } from '../model/tgr-texts';

/**
 * The TGR tab (client-detail.md §2 "TGR tab", §4 "TGR flow", §8): a banner with the statement's last update date
 * (es-CL, America/Santiago) and 'Forzar actualización' when that date is before today, else 'No se puede actualizar
 * en el mismo día'; the statement in a sandboxed frame with no script permission (srcdoc under the app's CSP), a
 * loading state that keeps Reintentar when the session fails, and the processing state with Reintentar.
 * @param rut the client; rutFactoring the selected factoring.
 */
export function TgrTab({ rut, rutFactoring }: { rut: string; rutFactoring: string }) {
  const { state, retry, forceUpdate, forcing, forceFailed } = useTgrStatement(rut, rutFactoring);
  const now = useNow(60_000);
  return (
    <div data-testid="tgr-tab">
      {state.status === 'ready' ? (
        <div
          className="alert alert-info d-flex flex-wrap align-items-center justify-content-between gap-2"
          data-testid="tgr-banner"
        >
          <span>
            {T.lastUpdate}:{' '}
            <strong data-testid="tgr-last-update">{formatInChile(state.lastUpdate, 'dd-MM-yyyy HH:mm')}</strong>
          </span>
          {canForceTgrUpdate(state.lastUpdate, now) ? (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={() => void forceUpdate()}
              disabled={forcing}
            >
              {forcing ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
              {T.force}
            </button>
          ) : (
            <span className="small text-muted" data-testid="tgr-same-day">
              {SAME_DAY_MESSAGE}
            </span>
          )}
        </div>
      ) : null}
      {forceFailed ? (
        <div className="alert alert-danger" role="alert">
          {T.forceFailed}
        </div>
      ) : null}
      {state.status === 'loading' || state.status === 'session-failed' ? (
        <div className="card" aria-busy={state.status === 'loading'}>
          <div className="card-body text-center">
            <Spinner label={T.loading} />
            {state.status === 'session-failed' ? (
              <div data-testid="tgr-session-failed">
                <p className="text-muted mb-2">{T.sessionFailed}</p>
                <button type="button" className="btn btn-sm btn-outline-primary" onClick={retry}>
                  {T.retry}
                </button>
              </div>
            ) : (
              <p className="text-muted mb-0">{T.loading}</p>
            )}
          </div>
        </div>
      ) : null}
      {state.status === 'processing' ? (
        <div
          className="alert alert-warning d-flex flex-wrap align-items-center justify-content-between gap-2"
          role="status"
          data-testid="tgr-processing"
        >
          <span>{T.processing}</span>
          <button type="button" className="btn btn-sm btn-outline-dark" onClick={retry}>
            {T.retry}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <iframe
          title={T.frameTitle}
          sandbox=""
          srcDoc={state.html}
          className="w-100 border rounded bg-white"
          style={{ height: '70vh', minHeight: '24rem' }}
          data-testid="tgr-frame"
        />
      ) : null}
    </div>
  );
}
