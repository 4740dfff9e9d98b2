import type { ColumnValues } from '@domain/dashboard-columns/column-values';
import type { ColumnDefinition } from '@domain/dashboard-columns/types';
import type { KpiClass } from '@domain/kpis/kpi-scales';
import { isClassifiedKpi, kpiClassOf, type RadarScales } from '@web/lib/kpi-radar/kpi-class-of';

/** One KPI column of the client list and how many clients fall in each radar class, or have no value. */
export interface KpiDistribution {
  id: string;
  /** The column's header on the client list. */
  nombre: string;
  clases: Record<KpiClass, number>;
  sinDato: number;
}

/**
 * The radar class distribution of the factoring's clients: for each KPI column of the client list that the radar
 * classifies (in the columns' order), the clients whose value for the months is Bueno, Regular or Malo by the same
 * rule and scales that colour the list's cells (kpiClassOf: classifyKpi with the saved 'Configuración Radar'), and
 * those without a value.
 * @param clients each client's column values for the months (domain/dashboard-columns/column-values.ts).
 */
export function kpiDistribution(
  clients: readonly ColumnValues[],
  columns: readonly ColumnDefinition[],
  radar: RadarScales,
): KpiDistribution[] {
  return columns
    .filter((column) => isClassifiedKpi(column.id, radar))
    .map((column) => {
      const row: KpiDistribution = {
        id: column.id,
        nombre: column.displayName,
        clases: { Bueno: 0, Regular: 0, Malo: 0 },
        sinDato: 0,
      };
      for (const values of clients) {
        const kpiClass = kpiClassOf(column.id, values[column.id], radar);
        if (kpiClass) row.clases[kpiClass] += 1;
        else row.sinDato += 1;
      }
      return row;
    });
}
