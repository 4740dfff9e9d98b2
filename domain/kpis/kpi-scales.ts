import type { KpiId } from './kpi-ids';

/**
 * Which end of a KPI's scale is good: 'good-first' (the spec's 'Menor es Mejor': lower is better) or 'bad-first'
 * ('Mayor es Mejor': higher is better).
 */
export type KpiOrder = 'good-first' | 'bad-first';

/**
 * A KPI's scale on the radar: the slider's range `min`..`max`, the two threshold `stops` [low, high] (sorted
 * ascending, in the KPI's unit: percent 0..100 or a count) and the order.
 */
export interface KpiScale {
  min: number;
  max: number;
  stops: readonly [number, number];
  order: KpiOrder;
}

/** Lower-is-better KPIs (client-radar.md §9: claims, annulments, discounts and the four concentration KPIs). */
const LOWER_IS_BETTER: ReadonlySet<KpiId> = new Set<KpiId>([
  'reclamo-promedio',
  'anulaciones-promedio',
  'rebajas-promedio',
  'concentracion-top1-factoring',
  'top3-factorings',
  'top1-cliente',
  'top3-clientes',
]);

const scale = (id: KpiId, min: number, max: number, low: number, high: number): KpiScale => ({
  min,
  max,
  stops: [low, high],
  order: LOWER_IS_BETTER.has(id) ? 'good-first' : 'bad-first',
});

/**
 * The default scale of each KPI: client-radar.md §9 'KPI default thresholds' (bad, regular, max; cantidad-factorings
 * from 1) and client-detail.md §9 'Radar KPI defaults', which agree once the stops are sorted ascending.
 */
export const KPI_DEFAULT_SCALES: Readonly<Record<KpiId, KpiScale>> = {
  'payment-compliance': scale('payment-compliance', 0, 100, 70, 90),
  'total-ventas-cedido-promedio': scale('total-ventas-cedido-promedio', 0, 100, 30, 60),
  'aceptacion-documentos-promedio': scale('aceptacion-documentos-promedio', 0, 100, 70, 90),
  'reclamo-promedio': scale('reclamo-promedio', 0, 100, 5, 10),
  'anulaciones-promedio': scale('anulaciones-promedio', 0, 15, 2, 5),
  'rebajas-promedio': scale('rebajas-promedio', 0, 20, 3, 7),
  'cantidad-factorings': scale('cantidad-factorings', 1, 15, 3, 6),
  'concentracion-top1-factoring': scale('concentracion-top1-factoring', 0, 100, 40, 60),
  'top3-factorings': scale('top3-factorings', 0, 100, 60, 80),
  'top1-cliente': scale('top1-cliente', 0, 100, 20, 40),
  'top3-clientes': scale('top3-clientes', 0, 100, 40, 60),
};

/** A pair of stops sorted ascending [low, high], whatever order it came in. */
export function sortedStops([a, b]: readonly [number, number]): [number, number] {
  return a <= b ? [a, b] : [b, a];
}

/** A KPI value's class on the radar (client-detail.md §9: Bueno, Regular, Malo). */
export type KpiClass = 'Bueno' | 'Regular' | 'Malo';

/**
 * Classifies one KPI value against its thresholds. A value equal to a stop belongs to the better side: for a
 * higher-is-better KPI with stops [70, 90], 90 is Bueno and 70 Regular; for a lower-is-better one with [5, 10], 5 is
 * Bueno and 10 Regular (client-radar.md §5: the bad threshold is the worse bound of Regular).
 * @param value the KPI value (percent 0..100 or a count); null, undefined or NaN when there is nothing to measure.
 * @param thresholds the stops (in any order; sorted here) and the KPI's order.
 * @returns the class, or null when the value is missing.
 */
export function classifyKpi(
  value: number | null | undefined,
  thresholds: Pick<KpiScale, 'stops' | 'order'>,
): KpiClass | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  const [low, high] = sortedStops(thresholds.stops);
  if (thresholds.order === 'good-first') return value <= low ? 'Bueno' : value <= high ? 'Regular' : 'Malo';
  return value >= high ? 'Bueno' : value >= low ? 'Regular' : 'Malo';
}
