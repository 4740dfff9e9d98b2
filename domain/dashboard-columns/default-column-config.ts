/**
 * Columns used when /dashboard-columns-config.json is missing or invalid: the KPI columns of client-radar.md §9
 * (the KPIs with default thresholds). Percent KPIs (values 0..100) are averaged over the month range;
 * cantidad-factorings is a count, shown without decimals and aggregated with its maximum.
 */
import type { ColumnConfig, KpiColumn } from './types';

const percentKpi = (id: string, displayName: string, description: string): KpiColumn =>
  Object.freeze({
    id,
    displayName,
    description,
    type: 'kpi',
    format: 'percentage',
    decimals: 2,
    defaultAggregation: 'AVG',
    inMillions: false,
  });

/** The default column configuration, frozen (client-radar.md §8: fallback when the file cannot be loaded). */
export const DEFAULT_COLUMN_CONFIG: ColumnConfig = Object.freeze({
  columns: Object.freeze([
    percentKpi('payment-compliance', 'Cumplimiento de Pago', 'Porcentaje de documentos pagados a tiempo'),
    percentKpi('total-ventas-cedido-promedio', 'Ventas Cedidas Promedio', 'Porcentaje de las ventas que se cede'),
    percentKpi(
      'aceptacion-documentos-promedio',
      'Aceptación de Documentos Promedio',
      'Porcentaje de documentos emitidos aceptados por el receptor',
    ),
    percentKpi('reclamo-promedio', 'Reclamos Promedio', 'Porcentaje de documentos emitidos reclamados'),
    percentKpi('anulaciones-promedio', 'Anulaciones Promedio', 'Porcentaje de facturas anuladas con notas de crédito'),
    percentKpi('rebajas-promedio', 'Rebajas Promedio', 'Porcentaje de facturas rebajadas con notas de crédito'),
    Object.freeze<KpiColumn>({
      id: 'cantidad-factorings',
      displayName: 'Cantidad de Factorings',
      description: 'Número de factorings con los que opera el cliente',
      type: 'kpi',
      format: 'number',
      decimals: 0,
      defaultAggregation: 'MAX',
      inMillions: false,
    }),
    percentKpi(
      'concentracion-top1-factoring',
      'Concentración Top 1 Factoring',
      'Participación del factoring principal en el monto cedido',
    ),
    percentKpi('top3-factorings', 'Concentración Top 3 Factorings', 'Participación de los 3 factorings principales'),
    percentKpi('top1-cliente', 'Concentración Top 1 Cliente', 'Participación del deudor principal en las ventas'),
    percentKpi(
      'top3-clientes',
      'Concentración Top 3 Clientes',
      'Participación de los 3 deudores principales en las ventas',
    ),
  ]),
});
