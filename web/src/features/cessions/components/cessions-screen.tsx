import { useDeferredValue, useMemo, useTransition, type ReactNode } from 'react';
import type { CesionView } from '@domain/cession';
import { cessionTotals } from '@domain/cession-rules';
import { Spinner } from '@web/components/ui/spinner';
import { formatAmount } from '@web/lib/format';
import { useNow } from '@web/lib/use-now';
import { useFactoringFeatures } from '@web/lib/factoring/get-factoring-features';
import { ExportExcelButton } from '@web/components/exports/export-excel-button';
import { useCesiones, usePrefetchCesiones } from '@web/lib/cessions/get-cesiones';
import { usePrimeraActualizacion } from '@web/lib/cessions/get-primera-actualizacion';
import { FIRST_REFRESH_EMPTY } from '@web/lib/cessions/messages';
import { useCesionesPeriodo } from '../api/get-cesiones-periodo';
import { useCessionSearch } from '@web/lib/cessions/use-cession-search';
import { useResultToasts } from '@web/components/cessions/use-result-toasts';
import type { CessionScreen } from '@web/lib/cessions/cession-screens';
import { groupCessions } from '@web/lib/cessions/group-cessions';
import { markSupersededCessions } from '../model/owed-recesiones';
import { filterByRazonSocial } from '../model/razon-social-filter';
import { filterRecesiones, hasRecesiones } from '../model/recesiones';
import { filterByRedFlag } from '@web/lib/cessions/red-flag-filter';
import { useUrlParams } from '@web/lib/use-url-params';
import { RedFlagFilterSelect } from '@web/components/cessions/red-flag-filter-select';
import { EmptyState } from '@web/components/cessions/empty-state';
import type { CardActions } from './group-card';
import { GroupList } from './group-list';
import { StatusLegend } from './status-legend';
import { GroupingDropdown } from './grouping-dropdown';
import { LoadingMoreNote } from './loading-more-note';
import { RefreshNoteText } from '@web/components/cessions/refresh-note-text';
import { SearchForm } from '@web/components/cessions/search-form';
import { summaryGroupBy, SummaryTabs } from './summary-tabs';
import { viewAddress, viewFromAddress, type CessionsView } from '../model/cessions-view';
import { UnreadRowsNote } from './unread-rows-note';
import { countText } from '@domain/es-cl-format';

/** The answer of a screen the user may not open (core-platform §6): no rows, one stable array. */
const NO_ROWS: CesionView[] = [];

interface CessionsScreenProps {
  screen: CessionScreen;
  rutFactoring: string;
  /** The user holds the screen's permission flag (core-platform §6); otherwise nothing is fetched. */
  allowed: boolean;
  /** Controls shown above the search form (the mass cession grid's recessionary dropdown). */
  toolbar?: ReactNode;
  /** Bulk buttons added to each card's footer over its selection (Devolver, Confirmar Envio). */
  cardActions?: CardActions;
}

/**
 * The acquired, assigned and owed screens (core-platform §2-4, §8-9) for one factoring: refresh note, the note of
 * the SII rows the latest refresh could not read (unread-rows-note.tsx), 'Criterios de búsqueda' (default window per
 * screen), the count-and-totals line, and the period's documents in expandable cards (by cedente, or by cesionario for
 * assigned) with 'Expandir todo'/'Contraer todo'. Acquired adds 'Mostrar Recesiones' (shown only when some row is
 * re-assigned; default checked), the grouping dropdown; factorings with features.busquedaExtendida get the extended
 * search form (Tipo Fecha, enabled by tipoFechaHabilitado; Monto Desde/Hasta; answered by POST v1/jwt/cesiones-periodo)
 * and the two summary tabs variant (the spec gives both to a few specific factorings; we tie both to that switch).
 * Excel export of the rows on screen (and Carta Guia where enabled) for acquired and assigned; each card's
 * footer has 'Descargar certificados' over its selection. The 'Alertas' select keeps every row, only those with red
 * flags, or those of one rule; counts, totals, cards and exports follow it. The list shows its first page at once and
 * grows as the next pages arrive, with a loading note until the last one; the count-and-totals line and the Excel
 * exports appear then.
 */
export function CessionsScreen({ screen, rutFactoring, allowed, toolbar, cardActions }: CessionsScreenProps) {
  const now = useNow(60_000);
  // A new search is drawn in a transition: the old rows stay until it is, and meanwhile 'Filtrar' says it is working.
  const [searching, startSearch] = useTransition();
  const { initialForm, initialExtended, search, extended, searchId, onSearch, refused, onRefused } = useCessionSearch(
    screen.windowDays,
    { razonSocial: screen.rutOrRazonSocial },
  );
  const [params, patchParams] = useUrlParams();
  const view = viewFromAddress(params);
  const acquired = screen.list === 'adquiridas';
  const features = useFactoringFeatures(rutFactoring);
  const extendedForm = acquired && features.data?.busquedaExtendida === true;
  const listQuery = useCesiones({ list: screen.list }, rutFactoring, search, allowed && extended === null);
  const periodQuery = useCesionesPeriodo(rutFactoring, search, extended, allowed);
  const query = extended ? periodQuery : listQuery;
  const prefetchList = usePrefetchCesiones({ list: screen.list }, rutFactoring);
  const firstRefresh = Boolean(usePrimeraActualizacion(rutFactoring).data);
  // The rows render in a background pass that a newer page interrupts and restarts: the pages that arrive while
  // the previous one is being drawn are drawn once, together, and the form stays responsive meanwhile.
  // Everything drawn from the answer reads these deferred copies, the toasts included (with the current answer's
  // instant and the previous answer's rows, a new search after an empty one would toast 'No se encontraron AECs').
  const listData = useDeferredValue(listQuery.data);
  const periodData = useDeferredValue(periodQuery.data);
  const answeredAt = useDeferredValue(query.dataUpdatedAt);
  const data = extended ? periodData : listData;
  // A refused search shows no rows: the last answer is not the answer for the dates now in the form.
  const answer = refused ? undefined : allowed ? data?.cesiones : NO_ROWS;
  const owed = screen.list === 'adeudadas';
  const cesiones = useMemo(() => {
    const rows = answer && filterByRazonSocial(answer, search.razonSocial);
    return owed && rows ? markSupersededCessions(rows) : rows;
  }, [answer, search.razonSocial, owed]);
  const { showRecesiones, redFlagFilter, byDay, summaryTab } = view;
  const setView = (next: Partial<CessionsView>) => patchParams(viewAddress({ ...view, ...next }));
  const bulk = useMemo(
    () =>
      screen.list === 'adeudadas'
        ? undefined
        : { rutFactoring, tipoConsulta: screen.list, fechaDesde: search.fechaInicio, fechaHasta: search.fechaTermino },
    [screen.list, rutFactoring, search.fechaInicio, search.fechaTermino],
  );

  // The list arrives page by page: rows show with the first page, a note while the rest arrives.
  const loadingMore = !extended && allowed && !refused && listData !== undefined && !listData.complete;
  // An answer that arrived but is still being drawn in the background (the deferred copy lags behind it).
  const drawing = query.data !== data;
  // Only a search with no rows on screen shows the spinner, until its answer is drawn: reading the same search again
  // (after an envío, an SII event or a repeated Filtrar) keeps the cards, and with them what the user ticked, until the
  // new answer replaces them.
  const loading = allowed && !refused && (query.isFetching || drawing) && !cesiones?.length;

  useResultToasts({
    error: query.error,
    errorUpdatedAt: query.errorUpdatedAt,
    dataUpdatedAt: answeredAt,
    // While the first refresh runs, an empty answer is not yet the period's: no 'No se encontraron AECs' toast.
    rowCount: loadingMore || firstRefresh ? undefined : cesiones?.length,
    ...(extended ? { errorText: (error: Error) => error.message } : {}),
  });

  const visible = useMemo(
    () => filterByRedFlag(filterRecesiones(cesiones ?? [], showRecesiones || !acquired), redFlagFilter),
    [cesiones, showRecesiones, acquired, redFlagFilter],
  );
  const groupBy = acquired && byDay ? 'cedenteDia' : screen.groupBy;
  const twoTabs = Boolean(bulk && extendedForm);
  // The summary counts the cards on screen: in the two-tab variant, those of the tab shown.
  const shownGroupBy = twoTabs ? summaryGroupBy(summaryTab, groupBy) : groupBy;
  const groups = useMemo(() => groupCessions(visible, shownGroupBy), [visible, shownGroupBy]);
  // 'Agrupar Cedente/dia' groups the proveedor cards: show them, so the choice is seen.
  const chooseGrouping = (next: boolean) =>
    setView(twoTabs && next ? { byDay: next, summaryTab: 'proveedor' } : { byDay: next });
  const totals = useMemo(() => cessionTotals(visible), [visible]);

  return (
    <div>
      <h1 className="h4 mb-1">{screen.title}</h1>
      <RefreshNoteText rutFactoring={rutFactoring} />
      <UnreadRowsNote rutFactoring={rutFactoring} list={screen.list} allowed={allowed} />
      {toolbar}
      <SearchForm
        initial={initialForm}
        initialExtended={initialExtended}
        rutOrRazonSocial={screen.rutOrRazonSocial}
        extended={extendedForm ? { tipoFechaHabilitado: features.data?.tipoFechaHabilitado === true } : undefined}
        onSearch={(next, criteria) => {
          // Taking thousands of rows off the page takes the browser about a second: the new search's pages are asked
          // for first, and the screen's update waits its turn (a transition) so those requests leave before it.
          if (allowed && criteria === null) prefetchList(next);
          startSearch(() => onSearch(next, criteria, query.refetch));
        }}
        onRefused={onRefused}
        busy={searching}
      />
      {loading ? <Spinner /> : null}
      {!loading && !loadingMore && cesiones && cesiones.length === 0 ? (
        firstRefresh ? (
          <EmptyState {...FIRST_REFRESH_EMPTY} />
        ) : (
          <EmptyState message={screen.emptyMessage} />
        )
      ) : null}
      {!loading && cesiones && cesiones.length > 0 ? (
        <>
          <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
            {/* The period's totals only once its last page arrived: partial ones would pass for the period's. */}
            {loadingMore ? (
              <span className="me-auto" />
            ) : (
              <p className="mb-0 me-auto" data-testid="totals">
                {countText(visible.length, 'documento', 'documentos')}, {countText(groups.length, 'grupo', 'grupos')}.
                Total cedido vigente: <span className="fw-semibold">{formatAmount(totals.montoCedido)}</span>
              </p>
            )}
            {acquired && hasRecesiones(cesiones) ? (
              <div className="form-check mb-0">
                <input
                  id="mostrar-recesiones"
                  type="checkbox"
                  className="form-check-input"
                  checked={showRecesiones}
                  onChange={(e) => setView({ showRecesiones: e.target.checked })}
                />
                <label htmlFor="mostrar-recesiones" className="form-check-label">
                  Mostrar Recesiones
                </label>
              </div>
            ) : null}
            <RedFlagFilterSelect value={redFlagFilter} onChange={(next) => setView({ redFlagFilter: next })} />
            {acquired ? <GroupingDropdown byDay={byDay} onChange={chooseGrouping} /> : null}
            {/* Exports wait for the whole period: a file of the first pages would pass for the period's. */}
            {bulk && !loadingMore ? (
              <ExportExcelButton kind="cesiones" rows={[...visible]} rutFactoring={rutFactoring} />
            ) : null}
            {acquired && !loadingMore ? (
              <ExportExcelButton kind="cartaGuia" rows={[...visible]} rutFactoring={rutFactoring} />
            ) : null}
          </div>
          {loadingMore ? <LoadingMoreNote received={cesiones.length} /> : null}
          <StatusLegend />
          {bulk && twoTabs ? (
            <SummaryTabs
              cesiones={visible}
              proveedorGroupBy={groupBy}
              tab={summaryTab}
              onTab={(next) => setView({ summaryTab: next })}
              searchId={searchId}
              bulk={bulk}
              actions={cardActions}
              now={now}
            />
          ) : (
            <GroupList
              groups={groups}
              searchId={searchId}
              showEmisor={screen.list === 'cedidas'}
              counterparty={screen.counterparty}
              bulk={bulk}
              actions={cardActions}
              now={now}
            />
          )}
        </>
      ) : null}
    </div>
  );
}
