/** Percentile of a sample (nearest-rank), in the sample's unit. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** Rounds a number to `digits` decimals for the report. */
export const round = (value: number, digits = 1) => Number(value.toFixed(digits));
