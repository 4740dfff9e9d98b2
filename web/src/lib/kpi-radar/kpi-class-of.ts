import { KPI_IDS, type KpiId } from '@domain/kpis/kpi-ids';
import { classifyKpi, type KpiClass, type KpiScale } from '@domain/kpis/kpi-scales';

/** The scales the radar classifies with and which KPIs are enabled (what use-radar-scales.ts returns). */
export interface RadarScales {
  scales: Readonly<Record<KpiId, KpiScale>>;
  enabled: Readonly<Record<KpiId, boolean>>;
}

const KPI_ID_SET: ReadonlySet<string> = new Set(KPI_IDS);

/** Whether a client-list column id is an enabled KPI of the radar (its values have a class). */
export function isClassifiedKpi(columnId: string, radar: RadarScales): columnId is KpiId {
  return KPI_ID_SET.has(columnId) && radar.enabled[columnId as KpiId];
}

/**
 * The radar class of a client-list column's value (client-radar.md §9), through classifyKpi with the factoring's
 * scales.
 * @param columnId the column id (a KPI id for a KPI column; a calculated column has no class).
 * @param value the column's value for the selected months (percent 0..100 or a count; null when empty).
 * @returns Bueno, Regular or Malo; null for a column that is not an enabled KPI, or an empty value.
 */
export function kpiClassOf(columnId: string, value: number | null | undefined, radar: RadarScales): KpiClass | null {
  return isClassifiedKpi(columnId, radar) ? classifyKpi(value, radar.scales[columnId]) : null;
}
