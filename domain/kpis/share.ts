/**
 * Percent helpers of the KPIs (client-radar.md §9: KPI values are percentages 0..100 with 2 decimals).
 */

/**
 * `part` as a percentage of `whole`, rounded to 2 decimals.
 * @param part and whole: non-negative amounts or counts (CLP or documents).
 * @returns the percentage, or null when `whole` is 0 (no basis: the KPI is undefined that month).
 */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 10_000) / 100;
}

/**
 * Share of the `n` largest amounts in the sum of all amounts (top-n concentration), as a percentage.
 * @param amounts CLP per participant (factoring or debtor); zeros and negatives count as nothing.
 * @returns the percentage (100 when there are n or fewer participants), or null when the sum is 0.
 */
export function topShare(amounts: readonly number[], n: number): number | null {
  const positive = amounts.filter((amount) => amount > 0).sort((a, b) => b - a);
  const total = positive.reduce((sum, amount) => sum + amount, 0);
  const top = positive.slice(0, n).reduce((sum, amount) => sum + amount, 0);
  return percentOf(top, total);
}
