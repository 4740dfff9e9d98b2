import { countText } from '@domain/es-cl-format';

/**
 * The note shown while the later pages of a long period are still arriving: the rows on screen are
 * real but not yet all of them; the period's count and totals show once the last page arrived. Its spinner carries the
 * same 'Cargando...' status as the page spinner, so whoever waits for the answer waits for the whole period.
 */
export function LoadingMoreNote({ received }: { received: number }) {
  return (
    <div className="alert alert-info d-flex align-items-center gap-2 py-2 mb-2" data-testid="loading-more">
      <span className="spinner-border spinner-border-sm" role="status">
        <span className="visually-hidden">Cargando...</span>
      </span>
      <span>
        Cargando más documentos del periodo: {countText(received, 'recibido', 'recibidos')} hasta ahora. Los conteos y
        totales se muestran al completar el periodo.
      </span>
    </div>
  );
}
