import type { KpiId } from '@domain/kpis/kpi-ids';
import { periodKpiValue } from '@domain/kpis/period-kpi-value';
import { perKpi } from '@domain/kpis/radar-config/radar-config';
import type { MonthRange } from '@web/lib/month-range';
import type { ClientList } from './read-client-list';

/**
 * Each client's value of every radar KPI over the months of `range`, as the client list's default KPI column shows
 * it (periodKpiValue, client-radar.md §9: percent KPIs averaged over the months, cantidad-factorings their maximum;
 * a month without a value skipped).
 * @param list the client list read from its database (companies in razón social order); it may hold more months than
 *   `range` (one read serving other views too).
 * @param range months 'yyyy-MM' (inclusive) the values are taken over.
 * @returns KPI id -> one value per company in the list's order (null when the company has no value for the KPI).
 */
export function kpiValuesOf(list: ClientList, range: MonthRange): Record<KpiId, Array<number | null>> {
  const valuesIn = (byMonth: ReadonlyMap<string, number | null> | undefined) => {
    const values: Array<number | null> = [];
    for (const [month, value] of byMonth ?? []) if (month >= range.start && month <= range.end) values.push(value);
    return values;
  };
  return perKpi((id) =>
    list.companies.map((company) => periodKpiValue(id, valuesIn(list.kpis.get(company.rut)?.get(id)))),
  );
}
