import { useMemo } from 'react';
import { getLocalDatabase } from '@web/localdb/browser-local-database';
import { useUrlParams } from '@web/lib/use-url-params';
import type { CesionAggregateFilters } from '@domain/client-db/views/cesion-filters';
import { cesionesView, type CesionesFilters } from '@domain/client-db/views/cesiones-view';
import { creditNotesForInvoices } from '@domain/client-db/views/credit-notes-for-invoices';
import { debtorConcentrationView } from '@domain/client-db/views/debtor-concentration-view';
import { factoringConcentrationView } from '@domain/client-db/views/factoring-concentration-view';
import { monthlyChartView } from '@domain/client-db/views/monthly-chart-view';
import { DEFAULT_PAGE_SIZE } from '@domain/client-db/views/view-filters';
import type { LocalDbReader } from '@domain/client-db/db-reader';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useFactoringSelection } from '../hooks/use-factoring-selection';
import { useLocalView } from '../hooks/use-local-view';
import { chartMonthsFor } from '../model/cesiones-chart';
import type { DetailDateRange } from '../model/date-range';
import { chartFactorings } from '../model/factoring-selection';
import { monthRange } from '../model/month-selection';
import { cesionesTabViewAddress, cesionesTabViewFromAddress, type CesionesTabView } from '../model/tab-view';
import { CesionesEmptyState } from './cesiones-empty-state';
import { CesionesExportButton } from './cesiones-export-button';
import { CesionesList } from './cesiones-list';
import { CesionesMonthlyChart } from './cesiones-monthly-chart';
import { DebtorConcentrationTable } from './debtor-concentration-table';
import { EstadoFilter } from './estado-filter';
import { FactoringConcentrationTable } from './factoring-concentration-table';
import { FactoringMultiSelect } from './factoring-multi-select';

/** Quiet time before a change of the factoring selection redraws the chart (client-detail.md §2). */
const SELECTION_DEBOUNCE_MS = 500;

/** Every row of a filter: the export reads them all (client-detail.md §9 "limits of 10000 or 999999"). */
const EXPORT_LIMIT = 999_999;

const salesNotes = (reader: LocalDbReader, filters: { folios: readonly number[] }) =>
  creditNotesForInvoices(reader, 'venta', reader.clientRut, filters.folios);

interface CesionesTabProps {
  range: DetailDateRange;
  /** Debtors to keep (the sticky bar's 'Filtrar por Deudor'; empty for all). */
  deudores: readonly string[];
  /** Today in Chile 'yyyy-MM-dd' (the 8-day acceptance rule of the cesiones view). */
  today: string;
  /** The last 12 months and the range setter, for the empty state's 12-month shortcut. */
  lastYear: DetailDateRange;
  onRange: (range: DetailDateRange) => void;
}

/**
 * The Cesiones tab (client-detail.md §2 Cesiones tab, §4, §5) over the local views, for the cessions made in the
 * range: the selectable 'Concentración por Factoring' whose selection (all by default, applied after 500 ms) drives
 * 'Cesiones Mensuales' (per issue month of the sales documents); clicking a month there filters 'Concentración por
 * Deudor' and the list to the cessions of the documents issued in that month, whatever the cession day, so that they
 * add up to the bar's Cedido (clicking it again clears it); the list with its Estado (with counts) and Factoring
 * filters, 20 per page, credit notes expandable per document, and 'Exportar'; the empty state with the 12-month
 * shortcut. Every table, the chart and the list keep the debtors of the sticky bar's filter. The month, the list's
 * filters and its page live in the address (model/tab-view.ts); a filter change returns to page 1. The parent
 * remounts it (key) and starts those afresh when the range or that filter changes (client-detail.md §4).
 */
export function CesionesTab({ range, deudores, today, lastYear, onRange }: CesionesTabProps) {
  const dates = { fechaDesde: range.inicio, fechaHasta: range.fin, deudores };
  const concentration = useLocalView('factoringConcentration', dates, factoringConcentrationView);
  const ids = (concentration.data ?? []).map((row) => row.id);
  const [selected, setSelected] = useFactoringSelection(ids);
  const chartSelection = useDebouncedValue(chartFactorings(selected, ids), SELECTION_DEBOUNCE_MS);
  const chart = useLocalView(
    'cesiones:chart',
    { ...dates, ...(chartSelection ? { selectedFactorings: chartSelection } : {}) },
    monthlyChartView,
  );

  const [params, patchParams] = useUrlParams();
  const { month, page, estados, factorings } = useMemo(() => cesionesTabViewFromAddress(params), [params]);
  const listDates: CesionAggregateFilters = month === null ? dates : { deudores, emision: monthRange(month, range) };
  const debtors = useLocalView('cesiones:debtors', listDates, debtorConcentrationView);
  const filters: CesionesFilters = { ...listDates, today, factorings, estadoFilters: estados };
  const cesiones = useLocalView('cesiones', { ...filters, page, limit: DEFAULT_PAGE_SIZE }, cesionesView);
  const folios = (cesiones.data?.items ?? []).filter((row) => row.ncReferenceCount > 0).map((row) => row.folio);
  const notes = useLocalView('cesiones:notes', { folios }, salesNotes);

  const refilter = (changes: Partial<CesionesTabView>) => patchParams(cesionesTabViewAddress({ ...changes, page: 1 }));

  const error = concentration.error ?? debtors.error ?? cesiones.error ?? notes.error;
  if (error !== null) {
    return (
      <div className="alert alert-danger" role="alert">
        {error}
      </div>
    );
  }
  if (concentration.data === null || debtors.data === null || cesiones.data === null) return null;
  if (concentration.data.length === 0)
    return <CesionesEmptyState range={range} lastYear={lastYear} onRange={onRange} />;

  const totalPages = cesiones.data.totalPages;
  return (
    <div className="d-flex flex-column gap-3">
      <div className="row g-3">
        <div className="col-12 col-xl-5">
          <FactoringConcentrationTable rows={concentration.data} selected={selected} onSelect={setSelected} />
        </div>
        <div className="col-12 col-xl-7">
          {chart.error !== null ? (
            <div className="alert alert-danger" role="alert">
              Error cargando gráfico: {chart.error}
            </div>
          ) : (
            <CesionesMonthlyChart
              rows={chartMonthsFor(chart.data, chartSelection)}
              month={month}
              onMonth={(next) => refilter({ month: next })}
            />
          )}
        </div>
      </div>
      <DebtorConcentrationTable rows={debtors.data} />
      <CesionesList
        page={cesiones.data}
        onPage={(next) =>
          patchParams(cesionesTabViewAddress({ page: Math.min(Math.max(1, next), Math.max(1, totalPages)) }))
        }
        notes={notes.data ?? undefined}
        filters={
          <>
            <EstadoFilter
              selected={estados}
              counts={cesiones.data.estadoCounts}
              onChange={(next) => refilter({ estados: next })}
            />
            <FactoringMultiSelect
              options={concentration.data.map((row) => ({ id: row.id, name: row.factoring }))}
              selected={factorings}
              onChange={(next) => refilter({ factorings: next })}
            />
          </>
        }
        actions={
          <CesionesExportButton
            total={cesiones.data.total}
            rutCliente={getLocalDatabase().clientRut}
            rows={() =>
              getLocalDatabase().view('cesiones:export', { ...filters, page: 1, limit: EXPORT_LIMIT }, cesionesView)
                .items
            }
          />
        }
      />
    </div>
  );
}
