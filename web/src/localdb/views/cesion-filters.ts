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
  return new SqlWhere()
    .add(side === 'cedente' ? 'c.rutCedente = ?' : 'c.rutDeudor = ?', reader.clientRut)
    .addDateRange('substr(c.fechaHoraCesion, 1, 10)', filters)
    .addIn(side === 'cedente' ? 'c.rutDeudor' : 'c.rutEmisor', filters.deudores)
    .addIn('c.rutCesionario', filters.factorings);
}
