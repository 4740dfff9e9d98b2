import type { KpiScale } from '../kpi-scales';

/**
 * The step and minimum gap of a KPI's two-handle slider (client-radar.md §5 'KPI thresholds'): 5 and 5 when the
 * scale's max is above 50, otherwise 0.5 and 1.
 */
export function sliderRule({ max }: Pick<KpiScale, 'max'>): { step: number; gap: number } {
  return max > 50 ? { step: 5, gap: 5 } : { step: 0.5, gap: 1 };
}

const snap = (value: number, min: number, step: number): number => min + Math.round((value - min) / step) * step;

/**
 * The stops a slider move lands on: each snapped to the step from the scale's min and kept within min..max; when
 * they come closer than the gap, the handle that did not move (`moved`) stays and the moved one stops a gap away.
 * @param next the handles' values [low, high] asked for (percent or a count).
 * @param moved which handle moved: 0 the low one, 1 the high one.
 * @returns the sorted stops [low, high], at least the gap apart.
 */
export function constrainStops(
  scale: Pick<KpiScale, 'min' | 'max'>,
  next: readonly [number, number],
  moved: 0 | 1,
): [number, number] {
  const { step, gap } = sliderRule(scale);
  const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, snap(value, scale.min, step)));
  if (moved === 0) {
    const high = clamp(next[1], scale.min + gap, scale.max);
    return [clamp(next[0], scale.min, high - gap), high];
  }
  const low = clamp(next[0], scale.min, scale.max - gap);
  return [low, clamp(next[1], low + gap, scale.max)];
}
