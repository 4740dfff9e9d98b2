/**
 * The WHERE clause shared by the cession aggregations (concentrations): the loaded client's side of the cession
 * (cedente or deudor), the cession-date range and the counterparty and factoring filters. Alias `c` = cesion.
 */
import type { LocalDbReader } from '../local-database';
import { SqlWhere, type CounterpartyFilter, type DateRangeFilter } from './view-filters';

/** Date range on the cession date, debtors (or suppliers on the deudor side) and factorings. */
export interface CesionAggregateFilters extends DateRangeFilter, CounterpartyFilter {
  factorings?: readonly string[];
}

/**
 * Conditions for the client's cessions as 'cedente' (rutCedente = client; `deudores` filters rutDeudor) or as
 * 'deudor' (rutDeudor = client; `deudores` filters the suppliers, rutEmisor).
 * @throws RangeError on a date bound that is not 'yyyy-MM-dd'.
 */
export function cesionWhere(reader: LocalDbReader, side: 'cedente' | 'deudor', filters: CesionAggregateFilters): SqlWhere {
  const where = new SqlWhere()
    .add(side === 'cedente' ? 'c.rutCedente = ?' : 'c.rutDeudor = ?', reader.clientRut)
    .addDateRange('substr(c.fechaHoraCesion, 1, 10)', filters)
    .addIn(side === 'cedente' ? 'c.rutDeudor' : 'c.rutEmisor', filters.deudores)
    .addIn('c.rutCesionario', filters.factorings);
  return addIndexedDayRange(where, filters);
}

/**
 * Adds the day bounds on c.fechaHoraCesion itself ('yyyy-MM-dd HH:mm:ss'), implied by the substr conditions of
 * {@link SqlWhere.addDateRange} (call that first: it validates the days), so that the indexes cesion_cedente and
 * cesion_deudor serve the range: day >= desde implies the text >= desde; day <= hasta implies the text < the next day.
 */
export function addIndexedDayRange(where: SqlWhere, range: DateRangeFilter): SqlWhere {
  if (range.fechaDesde !== undefined) where.add('c.fechaHoraCesion >= ?', range.fechaDesde);
  if (range.fechaHasta !== undefined) where.add('c.fechaHoraCesion < ?', nextDay(range.fechaHasta));
  return where;
}

/** 'yyyy-MM-dd' of the day after a valid 'yyyy-MM-dd' day. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
