/**
 * The average-period divisor of client-detail.md §9 ("the number of months in the date range, and defaults to 6 when
 * the range is missing or not positive"): a monthly average over a period divides by the months the period spans,
 * not by the months that happen to have a value.
 */

/** The divisor when the period is missing or not positive (client-detail.md §9). */
export const DEFAULT_AVERAGE_MONTHS = 6;

const MONTH = /^(\d{4})-(\d{2})$/;

/**
 * The number of calendar months from `desde` to `hasta`, both included.
 * @param period months 'yyyy-MM'; null or undefined when there is none.
 * @returns that count, or {@link DEFAULT_AVERAGE_MONTHS} when the period is missing, not 'yyyy-MM', or ends before it
 *   starts.
 */
export function averagePeriodDivisor(period: { desde: string; hasta: string } | null | undefined): number {
  const from = period && MONTH.exec(period.desde);
  const to = period && MONTH.exec(period.hasta);
  if (!from || !to) return DEFAULT_AVERAGE_MONTHS;
  const months = (Number(to[1]) - Number(from[1])) * 12 + Number(to[2]) - Number(from[2]) + 1;
  return months > 0 ? months : DEFAULT_AVERAGE_MONTHS;
}

/**
 * The monthly average of a period: the sum of its months' values over {@link averagePeriodDivisor}.
 * @param values the months' values that exist (a month with no value adds nothing but still counts in the divisor).
 * @param divisor the period's months (averagePeriodDivisor).
 * @returns the average, or null when no month has a value (no basis is not zero).
 */
export function periodAverage(values: readonly number[], divisor: number): number | null {
  if (values.length === 0) return null;
  return values.reduce((total, value) => total + value, 0) / divisor;
}
