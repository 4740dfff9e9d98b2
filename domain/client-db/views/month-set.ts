/**
 * A set of selected months within a date range (client-detail.md §2 Ventas tab: "The month filters are multi-select"):
 * the views keep exactly the days of the selected months, not the span from the first to the last. Months are
 * 'yyyy-MM', days 'yyyy-MM-dd'.
 */
import { endOfMonth, format, parseISO } from 'date-fns';
import { isMonth } from '@domain/reportes/report-period';
import { shiftMonth } from '@domain/calendar-month';
import { SqlWhere, type DateRangeFilter } from './view-filters';

/** Months to keep within the date range ('yyyy-MM'); absent or empty keeps the whole range. */
export interface MonthSetFilter {
  meses?: readonly string[];
}

/**
 * The disjoint day ranges of `filters`: the range itself without months; otherwise one range per run of consecutive
 * selected months, clipped to the range (a month wholly outside it gives nothing), in ascending order.
 * @throws RangeError when a month is not 'yyyy-MM' with a month 01..12, or a bound is not 'yyyy-MM-dd'.
 */
export function dayRanges(filters: DateRangeFilter & MonthSetFilter): DateRangeFilter[] {
  new SqlWhere().addDateRange('fecha', filters);
  const range = { fechaDesde: filters.fechaDesde, fechaHasta: filters.fechaHasta };
  if (!filters.meses || filters.meses.length === 0) return [range];
  const months = [...new Set(filters.meses.map(checkedMonth))].sort();
  const runs: { first: string; last: string }[] = [];
  for (const month of months) {
    const run = runs[runs.length - 1];
    if (run && shiftMonth(run.last, 1) === month) run.last = month;
    else runs.push({ first: month, last: month });
  }
  return runs.flatMap(({ first, last }) => {
    const desde = later(`${first}-01`, range.fechaDesde);
    const hasta = earlier(format(endOfMonth(parseISO(`${last}-01`)), 'yyyy-MM-dd'), range.fechaHasta);
    return desde <= hasta ? [{ fechaDesde: desde, fechaHasta: hasta }] : [];
  });
}

/** True when months are selected (the whole-file aggregates then do not apply). */
export function hasMonthSet(filters: MonthSetFilter): boolean {
  return filters.meses !== undefined && filters.meses.length > 0;
}

/**
 * Adds `dayExpr` within any of `ranges` (one OR'ed condition; a condition that keeps nothing when `ranges` is empty).
 * @throws RangeError on a bound that is not 'yyyy-MM-dd'.
 */
export function addDayRanges(where: SqlWhere, dayExpr: string, ranges: readonly DateRangeFilter[]): SqlWhere {
  if (ranges.length === 0) return where.add('0');
  if (ranges.length === 1) return where.addDateRange(dayExpr, ranges[0]!);
  const parts = ranges.map((range) => new SqlWhere().add('1').addDateRange(dayExpr, range));
  return where.add(
    `(${parts.map((part) => `(${part.sql.slice('WHERE '.length)})`).join(' OR ')})`,
    ...parts.flatMap((part) => part.params),
  );
}

function checkedMonth(month: string): string {
  if (!isMonth(month)) throw new RangeError(`Mes inválido (se espera yyyy-MM): '${month}'`);
  return month;
}

function later(day: string, bound: string | undefined): string {
  return bound !== undefined && bound > day ? bound : day;
}

function earlier(day: string, bound: string | undefined): string {
  return bound !== undefined && bound < day ? bound : day;
}
