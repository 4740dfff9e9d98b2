/**
 * Whether a date range selects every row of the file, so that a view may read the whole-file aggregates
 * (resumen_contraparte, concentracion_*) instead of the base tables: no bound, or bounds that enclose every day of
 * the ledger (resumen_dia, which holds every document's day and every credit note's referenced day) or of the
 * client's cessions (cesion_estado_dia). The answer is the same either way; only the speed differs.
 */
import type { LocalDbReader } from '../db-reader';
import { daySpan } from './day-span';
import { hasMonthSet, type MonthSetFilter } from './month-set';
import { isWholeRange, SqlWhere, type DateRangeFilter } from './view-filters';

/**
 * True when `range` encloses every ledger day and selects no months (a month set keeps only some days).
 * @throws RangeError on a bound that is not 'yyyy-MM-dd'.
 */
export function coversWholeLedger(reader: LocalDbReader, range: DateRangeFilter & MonthSetFilter): boolean {
  return !hasMonthSet(range) && coversSpan(reader, range, 'resumen_dia');
}

/** True when `range` encloses every cession day of the client as cedente. @throws RangeError on a bad bound. */
export function coversWholeCessions(reader: LocalDbReader, range: DateRangeFilter): boolean {
  return coversSpan(reader, range, 'cesion_estado_dia');
}

function coversSpan(
  reader: LocalDbReader,
  range: DateRangeFilter,
  table: 'resumen_dia' | 'cesion_estado_dia',
): boolean {
  if (isWholeRange(range)) return true;
  new SqlWhere().addDateRange('fecha', range);
  const span = daySpan(reader, table);
  if (!span) return false;
  return (
    (range.fechaDesde === undefined || range.fechaDesde <= span.first) &&
    (range.fechaHasta === undefined || range.fechaHasta >= span.last)
  );
}
