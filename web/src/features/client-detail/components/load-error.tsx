import { CLIENT_DETAIL_MESSAGES as M } from '../model/messages';

interface LoadErrorProps {
  /** The cause (server text, download failure, or the DATABASE_CORRUPTED user text). */
  message: string;
  onRetry: () => void;
  onBack: () => void;
}

/**
 * Error state of the client detail (client-detail.md §2): 'Error al cargar los datos', Reintentar, Volver a Selección.
 */
export function LoadError({ message, onRetry, onBack }: LoadErrorProps) {
  return (
    <div className="alert alert-danger" role="alert" data-testid="client-detail-error">
      <div className="fw-semibold">{M.loadError}</div>
      {message ? <div className="small mb-2">{message}</div> : null}
      <button type="button" className="btn btn-sm btn-outline-danger me-2" onClick={onRetry}>
        {M.retry}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onBack}>
        {M.backToSelection}
      </button>
    </div>
  );
}
