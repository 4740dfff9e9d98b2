import { useMemo } from 'react';
import type { KpiId } from '@domain/kpis/kpi-ids';
import { defaultMonthRange } from '@web/lib/month-range';
import { useClientList } from './get-client-list';
import { kpiValuesOf } from './kpi-values';

/**
 * The factoring's clients' KPI values over the client list's default range (the last 3 months, client-radar.md §9),
 * read from the same client-list database as the client list (one cached download for both screens).
 * @returns KPI id -> one value per client (see {@link kpiValuesOf}); null while loading or when the file fails.
 */
export function useClientKpiValues(rutFactoring: string): Record<KpiId, Array<number | null>> | null {
  const range = defaultMonthRange(new Date());
  const query = useClientList(rutFactoring, range);
  return useMemo(() => (query.data ? kpiValuesOf(query.data) : null), [query.data]);
}
