import { KPI_IDS, type KpiId } from '../kpi-ids';
import { KPI_DEFAULT_SCALES, sortedStops, type KpiOrder, type KpiScale } from '../kpi-scales';

/**
 * A KPI's two thresholds (client-radar.md §3 'KPI radar config item': threshold pair keys bad and regular). `bad` is
 * the worse bound of Regular: above it a lower-is-better KPI is Malo, below it a higher-is-better one is.
 */
export interface KpiThresholds {
  bad: number;
  regular: number;
}

/**
 * The radar configuration of a factoring (client-radar.md §3 'Radar configuration'): `enabled` (card shown or not) and
 * `thresholds`, one entry per KPI id, plus each KPI's `order`, which the spec's KPI radar config item carries and
 * 'Invertir orden' changes.
 */
export interface RadarConfig {
  enabled: Record<KpiId, boolean>;
  thresholds: Record<KpiId, KpiThresholds>;
  order: Record<KpiId, KpiOrder>;
}

/**
 * A saved named configuration (client-radar.md §3): the configuration with its description, the ISO instant it was
 * saved (null for the built-in ones), and whether it is one of the built-in templates, the default, or was last
 * written by the auto-save.
 */
export interface NamedRadarConfig {
  name: string;
  description: string;
  savedAt: string | null;
  isTemplate: boolean;
  isDefault: boolean;
  autoSaved: boolean;
  config: RadarConfig;
}

/** Builds one map over the 11 KPI ids. */
export function perKpi<T>(value: (id: KpiId) => T): Record<KpiId, T> {
  return Object.fromEntries(KPI_IDS.map((id) => [id, value(id)])) as Record<KpiId, T>;
}

/**
 * The pair of a scale: `bad` is the upper stop of a lower-is-better KPI ('good-first') and the lower stop of a
 * higher-is-better one (client-radar.md §5: for lower-is-better KPIs bad must be greater than regular).
 */
export function thresholdsOf(stops: readonly [number, number], order: KpiOrder): KpiThresholds {
  const [low, high] = sortedStops(stops);
  return order === 'good-first' ? { bad: high, regular: low } : { bad: low, regular: high };
}

/** The stops [low, high] (sorted ascending, client-radar.md §3) of a threshold pair. */
export function stopsOf({ bad, regular }: KpiThresholds): [number, number] {
  return sortedStops([bad, regular]);
}

/** The default configuration: every card enabled, the scales of client-radar.md §9 / client-detail.md §9. */
export function defaultRadarConfig(): RadarConfig {
  return {
    enabled: perKpi(() => true),
    thresholds: perKpi((id) => thresholdsOf(KPI_DEFAULT_SCALES[id].stops, KPI_DEFAULT_SCALES[id].order)),
    order: perKpi((id) => KPI_DEFAULT_SCALES[id].order),
  };
}

/** Each KPI's scale under a configuration: the default range with the configuration's stops and order. */
export function radarScales(config: RadarConfig): Record<KpiId, KpiScale> {
  return perKpi((id) => ({
    ...KPI_DEFAULT_SCALES[id],
    stops: stopsOf(config.thresholds[id]),
    order: config.order[id],
  }));
}

/** Whether two configurations are the same card by card (the 'Cambios sin guardar' test, client-radar.md §4). */
export function sameRadarConfig(a: RadarConfig, b: RadarConfig): boolean {
  return KPI_IDS.every(
    (id) =>
      a.enabled[id] === b.enabled[id] &&
      a.order[id] === b.order[id] &&
      a.thresholds[id].bad === b.thresholds[id].bad &&
      a.thresholds[id].regular === b.thresholds[id].regular,
  );
}
