/**
 * Ids of the client KPIs (client-radar.md §9 "KPI default thresholds"), the same ids as the KPI columns of
 * domain/dashboard-columns/default-column-config.ts and the `kpi` column of the kpis table.
 */
export const KPI_IDS = [
  'payment-compliance',
  'total-ventas-cedido-promedio',
  'aceptacion-documentos-promedio',
  'reclamo-promedio',
  'anulaciones-promedio',
  'rebajas-promedio',
  'cantidad-factorings',
  'concentracion-top1-factoring',
  'top3-factorings',
  'top1-cliente',
  'top3-clientes',
] as const;

/** One of {@link KPI_IDS}. */
export type KpiId = (typeof KPI_IDS)[number];
