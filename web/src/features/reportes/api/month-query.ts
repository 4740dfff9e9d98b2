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
 * The cached query of one month's acquired list: the drill-downs that need a month's full documents (the exposure's
 * held ones) share it, so a month is read once.
 */
export const monthQuery = (rutFactoring: string, window: MonthWindow) => ({
  queryKey: ['reportes', 'adquiridas', rutFactoring, window.fechaInicio, window.fechaTermino],
  queryFn: ({ signal }: { signal: AbortSignal }) => readMonth(rutFactoring, window, signal),
  staleTime: 60_000,
});
