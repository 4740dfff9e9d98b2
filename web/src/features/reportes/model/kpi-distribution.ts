import type { ColumnValues } from '@domain/dashboard-columns/column-values';
import type { ColumnDefinition } from '@domain/dashboard-columns/types';
import type { KpiClass } from '@domain/kpis/kpi-scales';
import { isClassifiedKpi, kpiClassOf, type RadarScales } from '@web/lib/kpi-radar/kpi-class-of';

/** One KPI column of the client list and the clients (RUTs 'NNNNNNNN-D') in each radar class, or without a value. */
export interface KpiDistribution {
  id: string;
  /** The column's header on the client list. */
  nombre: string;
  clases: Record<KpiClass, string[]>;
  sinDato: string[];
}

/** A client of the list and its column values for the months (domain/dashboard-columns/column-values.ts). */
export interface ClientValues {
  rut: string;
  values: ColumnValues;
}

/**
 * The radar class distribution of the factoring's clients: for each KPI column of the client list that the radar
 * classifies (in the columns' order), the clients whose value for the months is Bueno, Regular or Malo by the same
 * rule and scales that colour the list's cells (kpiClassOf: classifyKpi with the saved 'Configuración Radar'), and
 * those without a value, each in the list's order (the class counts' drill-down).
 */
export function kpiDistribution(
  clients: readonly ClientValues[],
  columns: readonly ColumnDefinition[],
  radar: RadarScales,
): KpiDistribution[] {
  return columns
    .filter((column) => isClassifiedKpi(column.id, radar))
    .map((column) => {
      const row: KpiDistribution = {
        id: column.id,
        nombre: column.displayName,
        clases: { Bueno: [], Regular: [], Malo: [] },
        sinDato: [],
      };
      for (const { rut, values } of clients) {
        const kpiClass = kpiClassOf(column.id, values[column.id], radar);
        (kpiClass ? row.clases[kpiClass] : row.sinDato).push(rut);
      }
      return row;
    });
}
