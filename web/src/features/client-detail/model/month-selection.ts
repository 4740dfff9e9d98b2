/**
 * The chained month filters of the Ventas tab (client-detail.md §2 Ventas tab: "The month filters are
 * multi-select. The three month selections are chained and share one list of selected months. Clicking a month
 * row filters the debtor table."). Months are 'yyyy-MM'; the selection is kept sorted ascending.
 */
import { endOfMonth, format, parseISO } from 'date-fns';
import type { DateRangeFilter } from '@web/localdb/views/view-filters';
import type { DetailDateRange } from './date-range';

/** The selection with `period` added (when absent) or removed (when present); sorted ascending. */
export function toggleMonth(selected: readonly string[], period: string): string[] {
  return selected.includes(period) ? selected.filter((month) => month !== period) : [...selected, period].sort();
}

/**
 * The date filter of the counterparty tables for a month selection: the global range when nothing is selected,
 * otherwise from the first day of the earliest selected month to the last day of the latest one, clipped to the
 * global range. The counterparty views take one range, so months between two selected ones are included too.
 * @returns fechaDesde / fechaHasta 'yyyy-MM-dd'.
 */
export function monthSelectionRange(selected: readonly string[], range: DetailDateRange): Required<DateRangeFilter> {
  const first = selected[0];
  const last = selected[selected.length - 1];
  if (first === undefined || last === undefined) return { fechaDesde: range.inicio, fechaHasta: range.fin };
  const start = `${first}-01`;
  const end = format(endOfMonth(parseISO(`${last}-01`)), 'yyyy-MM-dd');
  return { fechaDesde: start > range.inicio ? start : range.inicio, fechaHasta: end < range.fin ? end : range.fin };
}
