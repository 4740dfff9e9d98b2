import { KPI_IDS, type KpiId } from '@domain/kpis/kpi-ids';
import { KPI_DEFAULT_SCALES, type KpiScale } from '@domain/kpis/kpi-scales';

const ALL_ENABLED = Object.fromEntries(KPI_IDS.map((id) => [id, true])) as Record<KpiId, boolean>;

/**
 * The radar scales the screens classify KPI values with (client-radar.md §9, client-detail.md §9): each KPI's scale
 * (min, max, the two stops, the order) and whether its card is enabled. Today the defaults of
 * domain/kpis/kpi-scales.ts with every KPI enabled; the factoring's saved configuration replaces the defaults once it
 * is read (`loading` true until then, when the screens classify nothing).
 */
export function useRadarScales(): {
  scales: Record<KpiId, KpiScale>;
  enabled: Record<KpiId, boolean>;
  loading: boolean;
} {
  return { scales: KPI_DEFAULT_SCALES, enabled: ALL_ENABLED, loading: false };
}
