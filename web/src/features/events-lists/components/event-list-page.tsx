import { useMemo } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { useNow } from '@web/lib/use-now';
import { useCesiones } from '@web/lib/cessions/get-cesiones';
import { ExportExcelButton } from '@web/components/exports/export-excel-button';
import { EmptyState } from '@web/components/cessions/empty-state';
import { RefreshNoteText } from '@web/components/cessions/refresh-note-text';
import { SearchForm } from '@web/components/cessions/search-form';
import { useCessionSearch } from '@web/lib/cessions/use-cession-search';
import { useResultToasts } from '@web/components/cessions/use-result-toasts';
import { NO_DOCUMENTS_MESSAGE } from '@web/lib/cessions/messages';
import { RedFlagFilterSelect } from '@web/components/cessions/red-flag-filter-select';
import {
  filterByRedFlag,
  parseRedFlagFilter,
  RED_FLAG_PARAM,
  redFlagAddress,
  type RedFlagFilter,
} from '@web/lib/cessions/red-flag-filter';
import { pageAddress } from '@web/lib/url-page';
import { useUrlParams } from '@web/lib/use-url-params';
import type { EventListScreen } from '../model/event-lists';
import { EVENT_LIST_COLUMNS } from './event-list-columns';
import { EventListTable } from './event-list-table';

interface EventListPageProps {
  screen: EventListScreen;
  rutFactoring: string;
  /** The user may open the list (core-platform §6); otherwise nothing is fetched and the empty state shows. */
  allowed: boolean;
}

/**
 * The 'Documentos aceptados' / 'rechazados' / 'anulados' / 'rebajados' screens (core-platform §2, §4 "Lists"):
 * 'Criterios de búsqueda' with the screen's default window, the acquired cessions filtered on the server by
 * tipoFiltro, toasts of §8, the 'Alertas' filter, the Excel export of the rows it keeps (for a factoring with the
 * exportarExcel feature, §2 "Cession search screens"), and the
 * sortable, paged table with its count-and-totals row. The 'Alertas' filter, the sort and the page live in the
 * address beside the search; a new search or filter goes back to the first page.
 */
export function EventListPage({ screen, rutFactoring, allowed }: EventListPageProps) {
  const now = useNow(60_000);
  const { initialForm, search, onSearch, refused, onRefused } = useCessionSearch(screen.windowDays, {
    resetOnSearch: pageAddress(1),
  });
  const [params, patchParams] = useUrlParams();
  const query = useCesiones({ list: 'adquiridas', tipoFiltro: screen.tipoFiltro }, rutFactoring, search, allowed);
  // A refused search shows no rows: the last answer is not the answer for the dates now in the form.
  const answer = refused ? undefined : allowed ? query.data?.cesiones : [];
  const redFlagFilter = parseRedFlagFilter(params.get(RED_FLAG_PARAM) ?? '');
  const setRedFlagFilter = (next: RedFlagFilter) => patchParams({ ...redFlagAddress(next), ...pageAddress(1) });
  const cesiones = useMemo(() => answer && filterByRedFlag(answer, redFlagFilter), [answer, redFlagFilter]);
  useResultToasts({
    error: query.error,
    errorUpdatedAt: query.errorUpdatedAt,
    dataUpdatedAt: query.dataUpdatedAt,
    rowCount: cesiones?.length,
  });
  const loading = allowed && !refused && query.isFetching;
  const filterOnly = !loading && answer !== undefined && answer.length > 0;

  return (
    <div>
      <h1 className="h4 mb-1">{screen.title}</h1>
      <RefreshNoteText rutFactoring={rutFactoring} />
      <SearchForm
        initial={initialForm}
        onSearch={(next) => onSearch(next, null, query.refetch)}
        onRefused={onRefused}
      />
      {loading ? <Spinner /> : null}
      {filterOnly ? (
        <div className="d-flex flex-wrap justify-content-end align-items-center gap-3 mb-2">
          <RedFlagFilterSelect value={redFlagFilter} onChange={setRedFlagFilter} />
          {cesiones && cesiones.length > 0 ? (
            <ExportExcelButton kind={screen.exportKind} rows={cesiones} rutFactoring={rutFactoring} searchScreen />
          ) : null}
        </div>
      ) : null}
      {!loading && cesiones && cesiones.length === 0 ? <EmptyState message={NO_DOCUMENTS_MESSAGE} /> : null}
      {!loading && cesiones && cesiones.length > 0 ? (
        <>
          <EventListTable
            key={query.dataUpdatedAt}
            columns={EVENT_LIST_COLUMNS[screen.tipoFiltro]}
            cesiones={cesiones}
            rutFactoring={rutFactoring}
            now={now}
          />
        </>
      ) : null}
    </div>
  );
}
