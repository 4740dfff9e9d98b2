import { DEFAULT_COLUMN_CONFIG } from '@domain/dashboard-columns/default-column-config';
import { evaluateExpression } from '@domain/dashboard-columns/evaluate-expression';
import { KPI_IDS, type KpiId } from '@domain/kpis/kpi-ids';
import type { ClientList } from './read-client-list';

const AGGREGATION = new Map(
  DEFAULT_COLUMN_CONFIG.columns.flatMap((column) =>
    column.type === 'kpi' ? [[column.id, column.defaultAggregation ?? 'AVG'] as const] : [],
  ),
);

/**
 * Each client's value of every radar KPI over the months of a client list, as the client list's default KPI column
 * shows it (client-radar.md §9: percent KPIs averaged over the months, cantidad-factorings their maximum; a month
 * without a value skipped).
 * @param list the client list read from its database (companies in razón social order).
 * @returns KPI id -> one value per company in the list's order (null when the company has no value for the KPI).
 */
export function kpiValuesOf(list: ClientList): Record<KpiId, Array<number | null>> {
  return Object.fromEntries(
    KPI_IDS.map((id) => {
      const fn = AGGREGATION.get(id) ?? 'AVG';
      const values = list.companies.map((company) => {
        const months = [...(list.kpis.get(company.rut)?.get(id)?.values() ?? [])];
        const numbers = months.filter((value): value is number => value !== null);
        return evaluateExpression({ type: 'aggregate', fn, variable: id }, { [id]: numbers });
      });
      return [id, values];
    }),
  ) as Record<KpiId, Array<number | null>>;
}
