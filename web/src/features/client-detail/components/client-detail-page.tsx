import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { todayInChile } from '../../../../../domain/chile-time';
import { getLocalDatabase } from '../../../localdb/browser-local-database';
import { useClientDatabase } from '../hooks/use-client-database';
import { defaultDetailRange, type DetailDateRange } from '../model/date-range';
import { resolveDetailTab } from '../model/detail-tab';
import { CLIENT_DETAIL_MESSAGES as M } from '../model/messages';
import { CesionesTab } from './cesiones-tab';
import { DatabaseProgress } from './database-progress';
import { DateRangeFilter } from './date-range-filter';
import { DetailBreadcrumbs } from './detail-breadcrumbs';
import { LoadError } from './load-error';

const LIST_PATH = '/dashboard-clientes';

/**
 * '/dashboard-clientes/{rut}?tab=', the client detail (client-detail.md §2): breadcrumbs with a back action, the
 * client's database loaded in the browser (progress bar, then the tab; 'Error al cargar los datos' with Reintentar
 * and Volver a Selección), the 'Acceso Restringido' banner on an SII password error, the Inicio/Fin filter (last
 * 12 months by default) and the Cesiones tab. An unavailable tab value is rewritten to cesiones without history.
 * @param rutFactoring the factoring selected in the header; rut the client 'NNNNNNNN-D'.
 */
export function ClientDetailPage({ rutFactoring, rut }: { rutFactoring: string; rut: string }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = resolveDetailTab(searchParams.get('tab'));
  const [now] = useState(() => new Date());
  const [range, setRange] = useState<DetailDateRange>(() => defaultDetailRange(now));
  const { state, retry } = useClientDatabase(rutFactoring, rut);

  useEffect(() => {
    if (searchParams.get('tab') !== tab) setSearchParams({ tab }, { replace: true });
  }, [searchParams, setSearchParams, tab]);

  const changeRange = (next: DetailDateRange) => {
    getLocalDatabase().clearCache();
    setRange(next);
  };

  return (
    <div>
      <div className="d-flex align-items-center gap-2">
        <button type="button" className="btn btn-sm btn-link px-0 mb-2" onClick={() => navigate(LIST_PATH)} aria-label={M.backToSelection}>
          ←
        </button>
        <DetailBreadcrumbs rut={rut} clientName={state.status === 'ready' ? state.clientName : null} />
      </div>
      {state.status === 'loading' ? <DatabaseProgress progress={state.progress} /> : null}
      {state.status === 'error' ? <LoadError message={state.message} onRetry={retry} onBack={() => navigate(LIST_PATH)} /> : null}
      {state.status === 'ready' ? (
        <>
          {state.passwordWarning ? (
            <div className="alert alert-warning" role="alert" data-testid="restricted-access">
              <div className="fw-semibold">{M.restrictedTitle}</div>
              {state.passwordWarning}
            </div>
          ) : null}
          <div className="sticky-top bg-body py-2 mb-3 border-bottom">
            <DateRangeFilter range={range} onChange={changeRange} />
          </div>
          <CesionesTab key={`${range.inicio}_${range.fin}`} range={range} today={todayInChile(now)} />
        </>
      ) : null}
    </div>
  );
}
