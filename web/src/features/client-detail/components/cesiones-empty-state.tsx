import { factoringConcentrationView } from '@domain/client-db/views/factoring-concentration-view';
import { useLocalView } from '../hooks/use-local-view';
import type { DetailDateRange } from '../model/date-range';
import { CLIENT_DETAIL_MESSAGES as M } from '../model/messages';

interface CesionesEmptyStateProps {
  range: DetailDateRange;
  /** The last 12 months (start one year before today) and the range setter of the 12-month shortcut. */
  lastYear: DetailDateRange;
  onRange: (range: DetailDateRange) => void;
}

/**
 * The Cesiones tab without cessions in the range (client-detail.md §2 "Empty state"): 'No hay cesiones durante el
 * período seleccionado', then a button setting the last 12 months when they hold cessions, otherwise 'Tampoco se
 * encontraron durante los últimos 12 meses', or 'Este cliente no tiene historial de cesiones' when the client's file
 * holds none at all.
 */
export function CesionesEmptyState({ range, lastYear, onRange }: CesionesEmptyStateProps) {
  const isLastYear = range.inicio === lastYear.inicio && range.fin === lastYear.fin;
  const inLastYear = useLocalView(
    'factoringConcentration',
    { fechaDesde: lastYear.inicio, fechaHasta: lastYear.fin },
    factoringConcentrationView,
  );
  const ever = useLocalView('factoringConcentration', {}, factoringConcentrationView);
  const lastYearHas = !isLastYear && (inLastYear.data?.length ?? 0) > 0;
  const hasHistory = (ever.data?.length ?? 0) > 0;
  return (
    <div className="alert alert-info" role="status" data-testid="cesiones-empty">
      <div>{M.noCesiones}</div>
      {lastYearHas ? (
        <button type="button" className="btn btn-sm btn-outline-primary mt-2" onClick={() => onRange(lastYear)}>
          Ver últimos 12 meses
        </button>
      ) : (
        <div className="small mt-1">{hasHistory ? M.noCesionesLastYear : M.noCesionHistory}</div>
      )}
    </div>
  );
}
