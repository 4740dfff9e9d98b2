import { DEFAULT_COLUMN_CONFIG } from '../dashboard-columns/default-column-config';
import { evaluateExpression } from '../dashboard-columns/evaluate-expression';
import type { KpiColumn } from '../dashboard-columns/types';
import { periodAverage } from './average-period';
import type { KpiId } from './kpi-ids';

/** The default column of each KPI (its display name, description, format and aggregation). */
export const KPI_COLUMNS: Readonly<Record<KpiId, KpiColumn>> = Object.fromEntries(
  DEFAULT_COLUMN_CONFIG.columns.map((column) => [column.id, column]),
) as Record<KpiId, KpiColumn>;

/**
 * One KPI's value over a period from its monthly values, combined as the client list's default column combines them
 * (domain/dashboard-columns/default-column-config.ts: AVG for the percent KPIs, MAX for cantidad-factorings); months
 * without a value are skipped, as SQL skips NULLs.
 * @param kpi the KPI id; monthly its values of the period's months (percent 0..100 or a count; null = no basis).
 * @param divisor for the client detail (client-detail.md §9): an AVG KPI is then the sum over this many months
 *   (averagePeriodDivisor: the months of the period, 6 without one) instead of over the months with a value.
 * @returns the period's value, or null when no month has one.
 */
export function periodKpiValue(kpi: KpiId, monthly: readonly (number | null)[], divisor?: number): number | null {
  const values = monthly.filter((value): value is number => value !== null && Number.isFinite(value));
  const fn = KPI_COLUMNS[kpi].defaultAggregation ?? 'AVG';
  if (fn === 'AVG' && divisor !== undefined) return periodAverage(values, divisor);
  return evaluateExpression({ type: 'aggregate', fn, variable: kpi }, { [kpi]: values });
}
