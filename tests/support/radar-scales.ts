import { KPI_IDS, type KpiId } from '@domain/kpis/kpi-ids';
import { KPI_DEFAULT_SCALES } from '@domain/kpis/kpi-scales';
import type { RadarScales } from '@web/lib/kpi-radar/kpi-class-of';

/** The default radar scales (domain/kpis/kpi-scales.ts) with every KPI enabled but `disabled`. */
export function defaultRadar(disabled: readonly KpiId[] = []): RadarScales {
  return {
    scales: KPI_DEFAULT_SCALES,
    enabled: Object.fromEntries(KPI_IDS.map((id) => [id, !disabled.includes(id)])) as Record<KpiId, boolean>,
  };
}
