import { KPI_IDS } from '@domain/kpis/kpi-ids';

/**
 * The metadata rows both database files share (client-radar.md §3 "metadata"): kpiColumns (JSON list of KPI
 * ids), availableDates (JSON list of 'yyyy-MM'), startDate and endDate (first and last month, '' when none).
 * @param months 'yyyy-MM' ascending.
 */
export function monthMetadata(months: readonly string[]): { key: string; value: string }[] {
  return [
    { key: 'kpiColumns', value: JSON.stringify(KPI_IDS) },
    { key: 'availableDates', value: JSON.stringify(months) },
    { key: 'startDate', value: months[0] ?? '' },
    { key: 'endDate', value: months.at(-1) ?? '' },
  ];
}
