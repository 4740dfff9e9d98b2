/**
 * The WHERE clause shared by the cession aggregations (concentrations): the loaded client's side of the cession
 * (cedente or deudor), the cession-date range, the ceded document's issue-date range and the counterparty and
 * factoring filters. Alias `c` = cesion.
 */
import type { LocalDbReader } from '../db-reader';
import { SqlWhere, type CounterpartyFilter, type DateRangeFilter } from './view-filters';

/** Date range on the cession date, debtors (or suppliers on the deudor side) and factorings. */
export interface CesionAggregateFilters extends DateRangeFilter, CounterpartyFilter {
  factorings?: readonly string[];
  /** Range of the ceded document's issue day (cesion.fechaEmision); see {@link addIssueDayRange}. */
  emision?: DateRangeFilter;
}

/**
 * Conditions for the client's cessions as 'cedente' (rutCedente = client; `deudores` filters rutDeudor) or as
 * 'deudor' (rutDeudor = client; `deudores` filters the suppliers, rutEmisor).
 * @throws RangeError on a date bound that is not 'yyyy-MM-dd'.
 */
export function cesionWhere(
  reader: LocalDbReader,
  side: 'cedente' | 'deudor',
  filters: CesionAggregateFilters,
): SqlWhere {
  const where = new SqlWhere()
    .add(side === 'cedente' ? 'c.rutCedente = ?' : 'c.rutDeudor = ?', reader.clientRut)
    .addIn(side === 'cedente' ? 'c.rutDeudor' : 'c.rutEmisor', filters.deudores)
    .addIn('c.rutCesionario', filters.factorings);
  addIssueDayRange(where, filters.emision);
  return addCessionDayRange(where, filters);
}

/**
 * Adds the range of the ceded document's issue day, c.fechaEmision (the client's sales document, client-detail.md §2
 * 'Cesiones Mensuales' groups by it): the month filter of the Cesiones tab selects the cessions behind a bar. Cessions
 * of documents not in the client's sales (fechaEmision NULL) are then left out. Nothing without a range.
 * @throws RangeError on a bound that is not 'yyyy-MM-dd'.
 */
export function addIssueDayRange(where: SqlWhere, emision: DateRangeFilter | undefined): SqlWhere {
  return emision === undefined ? where : where.addDateRange('c.fechaEmision', emision);
}

/**
 * Adds the range of cession days as bounds on c.fechaHoraCesion itself ('yyyy-MM-dd HH:mm:ss', as the builder stores
 * it), so that the key of cesion (cedente, time) and the index cesion_deudor serve it and no row computes its day:
 * day >= desde is the text >= desde; day <= hasta is the text < the next day.
 * @throws RangeError on a bound that is not 'yyyy-MM-dd'.
 */
export function addCessionDayRange(where: SqlWhere, range: DateRangeFilter): SqlWhere {
  new SqlWhere().addDateRange('fecha', range);
  if (range.fechaDesde !== undefined) where.add('c.fechaHoraCesion >= ?', range.fechaDesde);
  if (range.fechaHasta !== undefined) where.add('c.fechaHoraCesion < ?', nextDay(range.fechaHasta));
  return where;
}

/** 'yyyy-MM-dd' of the day after a valid 'yyyy-MM-dd' day. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
