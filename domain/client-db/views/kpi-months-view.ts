/**
 * The loaded client's monthly KPI values (domain/client-db/schema.ts kpis: one value per KPI and month, client-radar.md
 * §9) for the months of a period, for the client detail's radar.
 */
import type { LocalDbReader } from '../db-reader';

/** Months 'yyyy-MM', both inclusive. */
export interface KpiMonthsFilters {
  desde: string;
  hasta: string;
}

/** One kpis row: the KPI id, its month 'yyyy-MM' and its value (percent 0..100 or a count; null = no basis). */
export interface KpiMonthRow {
  kpi: string;
  date: string;
  value: number | null;
}

/** The client's KPI values of the months desde..hasta, by KPI then month. */
export function kpiMonthsView(reader: LocalDbReader, filters: KpiMonthsFilters): KpiMonthRow[] {
  return reader.all<KpiMonthRow>(
    'SELECT kpi, date, value FROM kpis WHERE rut = ? AND date BETWEEN ? AND ? ORDER BY kpi, date',
    [reader.clientRut, filters.desde, filters.hasta],
  );
}
