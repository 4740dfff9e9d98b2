import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { CesionView } from '@domain/cession';
import type { MonthWindow } from '@domain/reportes/report-period';
import { cesionPages } from '@web/lib/cessions/get-cesiones';

/**
 * Every acquired cession of one month: the pages of the same query and arguments as '/cesion-adquiridas' (no rut, no
 * folio), read to the end.
 */
async function readMonth(rutFactoring: string, window: MonthWindow, signal: AbortSignal): Promise<CesionView[]> {
  const search = { fechaInicio: window.fechaInicio, fechaTermino: window.fechaTermino, rut: '', folio: 0 };
  const rows: CesionView[] = [];
  for await (const page of cesionPages({ list: 'adquiridas' }, rutFactoring, search, signal))
    rows.push(...page.cesiones);
  return rows;
}

/**
 * The cached query of one month's acquired list: the report's months and the drill-downs that need a month's full
 * documents (the exposure's held ones) share it, so a month is read once.
 */
export const monthQuery = (rutFactoring: string, window: MonthWindow) => ({
  queryKey: ['reportes', 'adquiridas', rutFactoring, window.fechaInicio, window.fechaTermino],
  queryFn: ({ signal }: { signal: AbortSignal }) => readMonth(rutFactoring, window, signal),
  staleTime: 60_000,
});

/** The acquired cessions of a report's months, once every month is read. */
export interface ReportCessions {
  /** Every month's cessions, in month order; empty until all arrived. */
  cesiones: CesionView[];
  /** Months read so far, of `total`. */
  read: number;
  total: number;
  pending: boolean;
  error: Error | null;
}

/**
 * Reads the acquired list of each month of a report (one cached query per month, so moving the period reads only the
 * months it adds). The server checks the factoring and the cesionesAdquiridas flag as for the monitoring screen.
 * Figures wait for every month: partial ones would pass for the period's.
 * @param enabled false (no permission or feature) reads nothing.
 */
export function useReportCessions(rutFactoring: string, windows: readonly MonthWindow[], enabled: boolean) {
  return useQueries({
    queries: windows.map((window) => ({ ...monthQuery(rutFactoring, window), enabled })),
    combine: combineMonths,
  });
}

/**
 * The months' query results as one {@link ReportCessions}. A module function, so the query library combines (and
 * deep-compares, for a stable result) the tens of thousands of rows only when a month's result changes, not on every
 * render of the screen.
 */
function combineMonths(results: readonly UseQueryResult<CesionView[]>[]): ReportCessions {
  const read = results.filter((result) => result.isSuccess).length;
  const error = results.find((result) => result.error)?.error ?? null;
  const complete = read === results.length;
  return {
    cesiones: complete ? results.flatMap((result) => result.data ?? []) : [],
    read,
    total: results.length,
    pending: !complete && !error,
    error,
  };
}
