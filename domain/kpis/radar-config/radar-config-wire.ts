import { KPI_IDS } from '../kpi-ids';
import { defaultRadarConfig, type RadarConfig } from './radar-config';
import { checkRadarConfig } from './radar-config-validation';

/** One KPI of a radar configuration as the API carries it (schema.graphql KpiRadar). */
export interface KpiRadarWire {
  kpi: string;
  activo: boolean;
  bad: number;
  regular: number;
  orden: string;
}

/** The API's list of a configuration, one entry per KPI in the order of KPI_IDS. */
export function toKpiRadarList(config: RadarConfig): KpiRadarWire[] {
  return KPI_IDS.map((kpi) => ({
    kpi,
    activo: config.enabled[kpi],
    bad: config.thresholds[kpi].bad,
    regular: config.thresholds[kpi].regular,
    orden: config.order[kpi],
  }));
}

/**
 * The maps `enabled`, `thresholds` and `order` of an API list, unchecked: pass them to checkRadarConfig
 * (radar-config-validation.ts), which reports missing, unknown and malformed KPIs.
 */
export function fromKpiRadarList(list: readonly KpiRadarWire[]): Record<'enabled' | 'thresholds' | 'order', object> {
  return {
    enabled: Object.fromEntries(list.map((k) => [k.kpi, k.activo])),
    thresholds: Object.fromEntries(list.map((k) => [k.kpi, { bad: k.bad, regular: k.regular }])),
    order: Object.fromEntries(list.map((k) => [k.kpi, k.orden])),
  };
}

/** The configuration of an API list the server answered; the defaults when it does not pass checkRadarConfig. */
export function radarConfigOf(list: readonly KpiRadarWire[]): RadarConfig {
  return checkRadarConfig(fromKpiRadarList(list)).config ?? defaultRadarConfig();
}
