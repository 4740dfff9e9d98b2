/**
 * The figures of 'Cesiones Mensuales' (client-detail.md §2 Cesiones tab; §9 "The chart shows millions (amount divided
 * by 1,000,000), with CLP formatting and no decimals"): series Ventas, Cedido and No Cedido of monthly-chart-view.ts,
 * their values in millions and the share of each month's sales the tooltip shows.
 */
import { formatAmount } from '@web/lib/format';
import type { MonthlyChartRow } from '@domain/client-db/views/monthly-chart-view';
import { formatFactor, salesFactor } from './sales-factor';

/** Series of the chart, in drawing order: key of the row, legend name and bar colour. */
export const CESIONES_CHART_SERIES = [
  { key: 'ventas', name: 'Ventas', color: '#0d6efd' },
  { key: 'cedido', name: 'Cedido', color: '#198754' },
  { key: 'noCedido', name: 'No Cedido', color: '#fd7e14' },
] as const satisfies readonly { key: keyof MonthlyChartRow; name: string; color: string }[];

/** A CLP amount in millions with CLP formatting and no decimals: 12_600_000 -> '$13'. */
export function formatMillions(amount: number): string {
  return formatAmount(Math.round(amount / 1_000_000));
}

/**
 * The tooltip's note of a value: its share of the month's sales ('41,67% de ventas'); none for Ventas itself or
 * a month without sales.
 */
export function shareOfSales(
  row: Pick<MonthlyChartRow, 'ventas'>,
  key: keyof MonthlyChartRow,
  value: number,
): string | null {
  if (key === 'ventas') return null;
  const factor = salesFactor(value, row.ventas);
  return factor === null ? null : `${formatFactor(factor)} de ventas`;
}

/**
 * The months for the factorings chosen in the concentration table: as the view computed them when a filter was
 * applied, or with nothing ceded when the selection is empty (the view reads an empty filter as "all").
 * @param selected the chart filter of factoring-selection.ts chartFactorings (undefined: all).
 */
export function chartMonthsFor(
  rows: readonly MonthlyChartRow[],
  selected: readonly string[] | undefined,
): MonthlyChartRow[] {
  if (selected === undefined || selected.length > 0) return [...rows];
  return rows.map((row) => ({ ...row, cedido: 0, noCedido: row.ventas }));
}
