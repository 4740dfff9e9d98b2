/** Percentile of a sample (nearest-rank), in the sample's unit. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** Rounds a number to `digits` decimals for the report. */
export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** `{<name>P50Ms, <name>P95Ms}` of a sample of ms, rounded for the report. */
export const p50p95Ms = (name: string, values: number[]): Record<string, number> => ({
  [`${name}P50Ms`]: round(percentile(values, 50)),
  [`${name}P95Ms`]: round(percentile(values, 95)),
});
