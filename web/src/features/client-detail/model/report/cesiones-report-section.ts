import { countText } from '@domain/es-cl-format';
import { debtorConcentrationView } from '@domain/client-db/views/debtor-concentration-view';
import { factoringConcentrationView } from '@domain/client-db/views/factoring-concentration-view';
import { monthlyChartView } from '@domain/client-db/views/monthly-chart-view';
import { CESIONES_CHART_SERIES } from '../cesiones-chart';
import { formatFactor, salesFactor } from '../sales-factor';
import { concentrationTable } from './concentration-table';
import { nameWithRut } from './report-names';
import type { ReportContext, ReportSection, ReportSource } from './report-types';

/**
 * The Cesiones part of the report (client-detail.md §2 Cesiones tab), for the cessions the client made in the range:
 * total ceded, cessions, factorings and the ceded share of sales; 'Concentración por Factoring' and 'Concentración por
 * Deudor' (the first rows, with their share of the ceded amount: {@link concentrationTable}); 'Cesiones Mensuales'
 * (Ventas, Cedido, No Cedido per month, all factorings) as bars and as a table with the ceded share of sales.
 * Same views and cache keys as the tab (cesiones-tab.tsx), so an open tab's results are reused.
 */
export function cesionesReportSection(source: ReportSource, { range, formatAmount }: ReportContext): ReportSection {
  const dates = { fechaDesde: range.inicio, fechaHasta: range.fin };
  const factorings = source.view('factoringConcentration', dates, factoringConcentrationView);
  const debtors = source.view('cesiones:debtors', dates, debtorConcentrationView);
  const months = source.view('cesiones:chart', dates, monthlyChartView);
  const cedido = factorings.reduce((sum, row) => sum + row.montoCedido, 0);
  const cesiones = factorings.reduce((sum, row) => sum + row.cantidadCesiones, 0);
  const ventas = months.reduce((sum, row) => sum + row.ventas, 0);
  const cededInMonths = months.reduce((sum, row) => sum + row.cedido, 0);
  return {
    title: 'Cesiones',
    blocks: [
      {
        kind: 'figures',
        items: [
          { label: 'Monto cedido', value: formatAmount(cedido) },
          { label: 'Cesiones', value: countText(cesiones, 'cesión', 'cesiones') },
          { label: 'Factorings', value: countText(factorings.length, 'factoring', 'factorings') },
          { label: 'Cedido / Ventas', value: formatFactor(salesFactor(cededInMonths, ventas)) },
        ],
      },
      concentrationTable({
        title: 'Concentración por Factoring',
        nameHeader: 'Factoring',
        countHeaders: ['Deudores', 'Cesiones'],
        rows: factorings,
        name: (row) => nameWithRut(row.factoring, row.rutCesionario),
        counts: (row) => [row.cantidadDeudores, row.cantidadCesiones],
        formatAmount,
        empty: 'Sin cesiones en el período',
      }),
      concentrationTable({
        title: 'Concentración por Deudor',
        nameHeader: 'Deudor',
        countHeaders: ['Factorings', 'Cesiones'],
        rows: debtors,
        name: (row) => nameWithRut(row.deudor, row.rutDeudor),
        counts: (row) => [row.cantidadFactorings, row.cantidadCesiones],
        formatAmount,
        empty: 'Sin cesiones en el período',
      }),
      {
        kind: 'bars',
        title: 'Cesiones Mensuales (millones de pesos)',
        categories: months.map((row) => row.mesDisplay),
        series: CESIONES_CHART_SERIES.map((serie) => ({
          name: serie.name,
          color: serie.color,
          values: months.map((row) => row[serie.key]),
        })),
      },
      {
        kind: 'table',
        title: 'Ventas y cesiones por mes',
        columns: [
          { header: 'Mes', width: 1.2, align: 'left' },
          { header: 'Ventas', width: 1.5, align: 'right' },
          { header: 'Cedido', width: 1.5, align: 'right' },
          { header: 'No Cedido', width: 1.5, align: 'right' },
          { header: '% Cedido', width: 1, align: 'right' },
        ],
        rows: months.map((row) => [
          row.mesDisplay,
          formatAmount(row.ventas),
          formatAmount(row.cedido),
          formatAmount(row.noCedido),
          formatFactor(salesFactor(row.cedido, row.ventas)),
        ]),
        empty: 'Sin ventas en el período',
      },
    ],
  };
}
