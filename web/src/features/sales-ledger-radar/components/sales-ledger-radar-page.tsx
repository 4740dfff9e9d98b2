import { useMemo } from 'react';
import { financiableDocuments } from '@domain/invoice-changes/financiable';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Pagination } from '@web/components/ui/pagination';
import { Spinner } from '@web/components/ui/spinner';
import { usePaging } from '@web/components/ui/use-paging';
import { formatDateTime } from '@web/lib/format';
import { useUrlParams } from '@web/lib/use-url-params';
import { useRadarFeed } from '../hooks/use-radar-feed';
import {
  EVENT_FILTERS,
  filterByEvent,
  RADAR_PAGE_SIZE,
  searchRows,
  type EventFilter,
} from '../model/invoice-change-rows';
import { radarFeedViewAddress, radarFeedViewFromAddress } from '../model/radar-feed-view';
import { InvoiceChangesTable } from './invoice-changes-table';
import { NewDocumentsBanner } from './new-documents-banner';

/** Under the list when the feed holds the latest records only (the API's masAntiguos). */
const OLDER_LEFT_OUT = 'Se muestran los cambios más recientes; los anteriores no se listan.';

interface SalesLedgerRadarPageProps {
  rutFactoring: string;
  /** The user holds radarVentas in the factoring (the menu's rule); the server checks it again. */
  allowed: boolean;
}

/**
 * '/radar-libro-ventas' (client-radar.md §2, §4, §9): the documents the factoring's clients newly issued and their
 * cessions, newest first, 20 a page, searchable by client or debtor; polled every 5 minutes and told by the
 * eventoBack channel, new rows wait behind the banner until 'Ver ahora'; a document the factoring could still buy is
 * marked 'Financiable' (domain/invoice-changes/financiable.ts). The search, the event and the page live in the address
 * (radar-feed-view.ts). A feed that left older records out says so under the list.
 */
export function SalesLedgerRadarPage({ rutFactoring, allowed }: SalesLedgerRadarPageProps) {
  if (!allowed) {
    return (
      <div className="alert alert-warning" role="alert">
        No tiene permisos para ver el Radar Libro Ventas
      </div>
    );
  }
  return <RadarFeedView rutFactoring={rutFactoring} />;
}

function RadarFeedView({ rutFactoring }: { rutFactoring: string }) {
  const { feed, loading, loadError, reload, showPending } = useRadarFeed(rutFactoring);
  const [params, patchParams] = useUrlParams();
  const view = useMemo(() => radarFeedViewFromAddress(params), [params]);
  const { search, event } = view;
  const found = useMemo(() => filterByEvent(searchRows(feed.rows, search), event), [feed.rows, search, event]);
  const { page, pageRows, setPage } = usePaging(found, RADAR_PAGE_SIZE, {
    value: view.page,
    onChange: (next) => patchParams(radarFeedViewAddress({ page: next })),
  });
  // Counted at the last answer's instant: the days left move with 'Última consulta', as the rows do.
  const financiables = useMemo(
    () =>
      feed.lastQuery
        ? financiableDocuments(feed.rows, feed.deudoresFueraDeLimites, feed.lastQuery)
        : new Map<string, number>(),
    [feed.rows, feed.deudoresFueraDeLimites, feed.lastQuery],
  );
  const searching = search.trim() !== '';
  // One patch per change: the page goes back to 1 in the same navigation.
  const changeSearch = (value: string) => patchParams(radarFeedViewAddress({ search: value, page: 1 }));
  const changeEvent = (value: EventFilter) => patchParams(radarFeedViewAddress({ event: value, page: 1 }));
  const refresh = () => {
    setPage(1);
    reload();
  };
  return (
    <section>
      <h1 className="h4 mb-3">Radar Libro Ventas</h1>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <div className="input-group" style={{ maxWidth: '32rem' }}>
          <input
            type="search"
            className="form-control"
            aria-label="Buscar"
            placeholder="Buscar por RUT o razón social (cliente o deudor)..."
            value={search}
            onChange={(event) => changeSearch(event.target.value)}
          />
          {search ? (
            <button type="button" className="btn btn-outline-secondary" onClick={() => changeSearch('')}>
              Limpiar
            </button>
          ) : null}
        </div>
        <select
          className="form-select w-auto"
          aria-label="Evento"
          value={event}
          onChange={(change) => changeEvent(change.target.value as EventFilter)}
        >
          {EVENT_FILTERS.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        {searching || event !== 'todos' ? (
          <span className="small text-body-secondary" data-testid="search-count">
            {found.length} resultado(s) encontrado(s)
          </span>
        ) : null}
        <div className="ms-auto d-flex align-items-center gap-2">
          <span className="small text-body-secondary" data-testid="ultima-consulta">
            Última consulta: {feed.lastQuery ? formatDateTime(feed.lastQuery) : '-'}
          </span>
          <button type="button" className="btn btn-primary btn-sm" onClick={refresh} disabled={loading}>
            Actualizar
          </button>
        </div>
      </div>
      <NewDocumentsBanner count={feed.pending.length} onShow={showPending} />
      {feed.pollError ? (
        <div className="alert alert-warning" role="alert" data-testid="poll-error">
          {feed.pollError}. Reintentando en 5 minutos
        </div>
      ) : null}
      <ErrorAlert error={loadError} />
      {loading ? (
        <Spinner />
      ) : loadError ? null : (
        <>
          <InvoiceChangesTable
            rows={pageRows}
            financiables={financiables}
            emptyText={
              searching || event !== 'todos'
                ? `No se encontraron resultados para "${searching ? search.trim() : eventLabel(event)}"`
                : 'No existe información en estos momentos'
            }
          />
          <Pagination page={page} pageSize={RADAR_PAGE_SIZE} total={found.length} onPage={setPage} />
          {feed.masAntiguos ? (
            <p className="small text-body-secondary mt-2" data-testid="older-left-out">
              {OLDER_LEFT_OUT}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function eventLabel(event: EventFilter): string {
  return EVENT_FILTERS.find((choice) => choice.value === event)!.label;
}
