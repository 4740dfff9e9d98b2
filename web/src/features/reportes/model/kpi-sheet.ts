import type { ExportSheet } from '@domain/exports/export-sheet';
import { reportPeriod } from '@domain/reportes/report-sheets';
import { KPI_CLASSES } from '@web/components/kpi-radar/kpi-class-tone';
import type { KpiDistribution } from './kpi-distribution';

/** The clients of each radar class per KPI of the client list ('Clientes por clase de KPI'). */
export function kpiSheet(distribution: readonly KpiDistribution[], desde: string, hasta: string): ExportSheet {
  return {
    fileName: `Reporte clientes por clase de KPI ${reportPeriod(desde, hasta)}.xlsx`,
    sheetName: 'Clases de KPI',
    columns: [
      { header: 'KPI', format: 'text' },
      ...KPI_CLASSES.map((kpiClass) => ({ header: kpiClass, format: 'integer' as const })),
      { header: 'Sin dato', format: 'integer' },
    ],
    rows: distribution.map((row) => [
      row.nombre,
      ...KPI_CLASSES.map((kpiClass) => row.clases[kpiClass].length),
      row.sinDato.length,
    ]),
    totals: false,
  };
}
