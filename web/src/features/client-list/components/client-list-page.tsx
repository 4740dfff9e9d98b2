import { useMemo, useState } from 'react';
import { useUrlSorting } from '@web/components/ui/use-url-sorting';
import { useUrlParams } from '@web/lib/use-url-params';
import type { ColumnConfig } from '@domain/dashboard-columns/types';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { useDataTable } from '@web/components/ui/use-data-table';
import { Spinner } from '@web/components/ui/spinner';
import { KpiClassLegend } from '@web/components/kpi-radar/kpi-class-legend';
import { useFactoringFlags } from '@web/lib/company/factoring-flags';
import { kpiClassOf } from '@web/lib/kpi-radar/kpi-class-of';
import { useRadarScales } from '@web/lib/kpi-radar/use-radar-scales';
import { useClientList } from '@web/localdb/client-list/get-client-list';
import { useColumnConfig } from '@web/lib/dashboard-columns/get-column-config';
import { useRegisteredUsers } from '../api/get-registered-users';
import type { ClientList } from '@web/localdb/client-list/read-client-list';
import { filterClients, NO_CLIENT_FILTERS, type ClientFilters } from '../model/client-filters';
import { clientListViewAddress, clientListViewFromAddress } from '../model/client-list-view';
import type { ClientRow } from '../model/client-row';
import { columnValuesOf } from '@domain/dashboard-columns/column-values';
import { CLIENT_LIST_MESSAGES as M, emptyListMessage, preparingListMessage } from '../model/messages';
import { ClientListPreparingError } from '@web/localdb/client-list/client-list-preparing';
import { monthsOf, selectableMonths, type MonthRange } from '@web/lib/month-range';
import { AnnouncementsBanner } from './announcements-banner';
import { ClientFiltersBar } from './client-filters-bar';
import { clientTableColumns, type ColumnClassOf, type EjecutivoAction } from './client-table-columns';
import { DeudorRadarNote } from './deudor-radar-note';
import { EjecutivoModal } from './ejecutivo-modal';
import { EstadoLegend } from './estado-legend';
import { ExportClientsButton } from './export-clients-button';
import { MonthRangePicker } from './month-range-picker';
import { FirstRefreshNote } from '@web/components/cessions/first-refresh-note';
import { usePrimeraActualizacion } from '@web/lib/cessions/get-primera-actualizacion';

/** Rows per page of the client list (client-radar.md §9). */
export const CLIENT_LIST_PAGE_SIZE = 20;

const textOnly = (filters: ClientFilters): ClientFilters => ({ ...NO_CLIENT_FILTERS, text: filters.text });

function useClientRows(list: ClientList | undefined, config: ColumnConfig | undefined, range: MonthRange): ClientRow[] {
  return useMemo(() => {
    if (!list || !config) return [];
    const valuesOf = columnValuesOf(config, monthsOf(range));
    return list.companies.map((company) => ({ ...company, values: valuesOf(list.kpis.get(company.rut) ?? new Map()) }));
  }, [list, config, range]);
}

/**
 * '/dashboard-clientes', "Dashboard - Selección de Cliente" (client-radar.md §2 "Client list", §4, §6, §8, §9):
 * the column configuration loads first, then the client database of the selected month range (default the last
 * 3 months); the filtered list is paged by 20. Changing the range reloads and goes back to page 1; changing a
 * filter goes back to page 1. The range, the filters, the sort and the page live in the address (client-list-view.ts,
 * `?orden=`), so a reload or a shared link shows the same list. Executive column, filters and actions only with
 * carteraEjecutivos '1'. The KPI cells are
 * tinted by their radar class (the factoring's radar scales, use-radar-scales.ts), with a legend, and the export
 * carries each class. While the factoring's first refresh is in flight, its progress is shown above the list (in place
 * of a list not built yet); after it, while the server prepares the list, that preparation's progress.
 * @param rutFactoring the factoring selected in the header.
 */
export function ClientListPage({ rutFactoring }: { rutFactoring: string }) {
  const withEjecutivos = useFactoringFlags()?.carteraEjecutivos ?? false;
  const [now] = useState(() => new Date());
  const [params, patchParams] = useUrlParams();
  const { range, filters, page } = useMemo(() => clientListViewFromAddress(params, now), [params, now]);
  const sorting = useUrlSorting('orden');
  const [ejecutivoAction, setEjecutivoAction] = useState<EjecutivoAction | null>(null);

  const columnConfig = useColumnConfig();
  const clientList = useClientList(rutFactoring, columnConfig.data ? range : null);
  const firstRefresh = usePrimeraActualizacion(rutFactoring).data;
  const users = useRegisteredUsers(rutFactoring, withEjecutivos);
  const config = columnConfig.data?.config;
  const rows = useClientRows(clientList.data, config, range);
  const filtered = useMemo(
    () => filterClients(rows, withEjecutivos ? filters : textOnly(filters)),
    [rows, filters, withEjecutivos],
  );
  const radarScales = useRadarScales();
  const classOf = useMemo<ColumnClassOf>(
    () => (columnId, value) => (radarScales ? kpiClassOf(columnId, value, radarScales) : null),
    [radarScales],
  );
  const columns = useMemo(
    () => clientTableColumns(config?.columns ?? [], withEjecutivos, setEjecutivoAction, classOf),
    [config, withEjecutivos, classOf],
  );
  const { table, paging } = useDataTable({
    rows: filtered,
    columns,
    rowId: (row) => row.rut,
    pageSize: CLIENT_LIST_PAGE_SIZE,
    sorting,
    paging: { value: page, onChange: (next) => patchParams(clientListViewAddress({ page: next }, now)) },
  });

  // One patch per change: the page goes back to 1 in the same navigation.
  const changeRange = (next: MonthRange) => patchParams(clientListViewAddress({ range: next, page: 1 }, now));
  const changeFilters = (next: ClientFilters) => patchParams(clientListViewAddress({ filters: next, page: 1 }, now));

  return (
    <div>
      <h1 className="h4 mb-3">{M.title}</h1>
      <DeudorRadarNote />
      <AnnouncementsBanner rutFactoring={rutFactoring} />
      {columnConfig.data?.warning ? (
        <div className="alert alert-warning" role="alert" data-testid="column-config-warning">
          {columnConfig.data.warning}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <MonthRangePicker range={range} months={selectableMonths(now)} onChange={changeRange} />
        <ClientFiltersBar
          filters={filters}
          onChange={changeFilters}
          withEjecutivos={withEjecutivos}
          users={users.data ?? []}
        />
        {config ? (
          <ExportClientsButton
            rows={filtered}
            columns={config.columns}
            withEjecutivos={withEjecutivos}
            radar={radarScales}
          />
        ) : null}
      </div>
      {/* During the first refresh a list may hold the enrolled clients without their KPIs yet: the note stays. */}
      {firstRefresh ? <FirstRefreshNote progress={firstRefresh} /> : null}
      {firstRefresh && (clientList.isError || rows.length === 0) ? null : clientList.error instanceof
        ClientListPreparingError ? (
        <div className="alert alert-info py-2" role="status" data-testid="client-list-preparing">
          {preparingListMessage(clientList.error.preparation)}
        </div>
      ) : !config || clientList.isPending ? (
        <Spinner label={config ? 'Cargando clientes...' : 'Cargando configuración...'} />
      ) : clientList.isError ? (
        <div className="alert alert-danger d-flex align-items-center justify-content-between" role="alert">
          <span>
            {M.loadError}
            {clientList.error.message ? <span className="d-block small">{clientList.error.message}</span> : null}
          </span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void clientList.refetch()}>
            {M.retry}
          </button>
        </div>
      ) : filtered.length === 0 ? (
        <div className="alert alert-secondary" role="status" data-testid="client-list-empty">
          {emptyListMessage(withEjecutivos ? filters : textOnly(filters), rows.length)}
        </div>
      ) : (
        <>
          <EstadoLegend />
          <KpiClassLegend />
          <div className="card">
            <DataTable table={table} rows={paging.pageRows} label="Clientes" testId="clients-table" compact />
            <Pagination
              page={paging.page}
              pageSize={CLIENT_LIST_PAGE_SIZE}
              total={filtered.length}
              onPage={paging.setPage}
            />
          </div>
        </>
      )}
      {ejecutivoAction && withEjecutivos ? (
        <EjecutivoModal
          action={ejecutivoAction}
          users={users.data ?? []}
          rutFactoring={rutFactoring}
          onClose={() => setEjecutivoAction(null)}
        />
      ) : null}
    </div>
  );
}
