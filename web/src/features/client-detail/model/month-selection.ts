/**
 * The month filters of the client detail (client-detail.md §2 Ventas tab: "The month filters are multi-select. The
 * three month selections are chained and share one list of selected months. Clicking a month row filters the debtor
 * table."; Cesiones Mensuales: clicking a month toggles a month filter). Months are 'yyyy-MM'; the selection is kept
 * sorted ascending.
 */
import { endOfMonth, format, parseISO } from 'date-fns';
import type { MonthSetFilter } from '@domain/client-db/views/month-set';
import type { DateRangeFilter } from '@domain/client-db/views/view-filters';
import type { DetailDateRange } from './date-range';

/** The selection with `period` added (when absent) or removed (when present); sorted ascending. */
export function toggleMonth(selected: readonly string[], period: string): string[] {
  return selected.includes(period) ? selected.filter((month) => month !== period) : [...selected, period].sort();
}

/**
 * The filter of the counterparty tables for a month selection: the global range, and the selected months as a set
 * (the views keep exactly their days within the range, domain/client-db/views/month-set.ts) when any is selected.
 * @returns fechaDesde / fechaHasta 'yyyy-MM-dd', meses 'yyyy-MM'.
 */
export function monthSetFilter(
  selected: readonly string[],
  range: DetailDateRange,
): Required<DateRangeFilter> & MonthSetFilter {
  const dates = { fechaDesde: range.inicio, fechaHasta: range.fin };
  return selected.length === 0 ? dates : { ...dates, meses: [...selected] };
}

/**
 * The days of one month clipped to the global range (the Cesiones tab's month filter).
 * @returns fechaDesde / fechaHasta 'yyyy-MM-dd'.
 */
export function monthRange(month: string, range: DetailDateRange): Required<DateRangeFilter> {
  const start = `${month}-01`;
  const end = format(endOfMonth(parseISO(start)), 'yyyy-MM-dd');
  return { fechaDesde: start > range.inicio ? start : range.inicio, fechaHasta: end < range.fin ? end : range.fin };
}
