import type { KpiId } from '@domain/kpis/kpi-ids';
import { periodKpiValue } from '@domain/kpis/period-kpi-value';
import { perKpi } from '@domain/kpis/radar-config/radar-config';
import type { ClientList } from './read-client-list';

/**
 * Each client's value of every radar KPI over the months of a client list, as the client list's default KPI column
 * shows it (periodKpiValue, client-radar.md §9: percent KPIs averaged over the months, cantidad-factorings their
 * maximum; a month without a value skipped).
 * @param list the client list read from its database (companies in razón social order).
 * @returns KPI id -> one value per company in the list's order (null when the company has no value for the KPI).
 */
export function kpiValuesOf(list: ClientList): Record<KpiId, Array<number | null>> {
  return perKpi((id) =>
    list.companies.map((company) => periodKpiValue(id, [...(list.kpis.get(company.rut)?.get(id)?.values() ?? [])])),
  );
}
