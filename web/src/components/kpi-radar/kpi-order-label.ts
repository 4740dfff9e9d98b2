import type { KpiOrder } from '@domain/kpis/kpi-scales';

/** How a KPI's order reads on screen (client-detail.md §9, client-radar.md §2): 'Menor es Mejor' / 'Mayor es Mejor'. */
export const KPI_ORDER_LABELS: Readonly<Record<KpiOrder, string>> = {
  'good-first': 'Menor es Mejor',
  'bad-first': 'Mayor es Mejor',
};
