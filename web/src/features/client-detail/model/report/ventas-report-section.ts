import { countText, displayRut, formatClp } from '../../../../../../domain/es-cl-format';
import { counterpartyTotalsView, type CounterpartyTotalsFilters } from '../../../../localdb/views/counterparty-totals-view';
import type { LocalDbReader } from '../../../../localdb/local-database';
import { monthlySummaryView, type MonthlySummaryFilters } from '../../../../localdb/views/monthly-summary-view';
import { formatFactor, salesFactor } from '../sales-factor';
import type { ReportContext, ReportSection, ReportSource } from './client-report';
import { REPORT_TOP_ROWS } from './cesiones-report-section';

const salesMonths = (reader: LocalDbReader, filters: MonthlySummaryFilters) => monthlySummaryView(reader, 'venta', filters);
const salesByDebtor = (reader: LocalDbReader, filters: CounterpartyTotalsFilters) => counterpartyTotalsView(reader, 'venta', filters);

/** Bar colours of the monthly sales chart (Bootstrap primary, warning, danger as the tab's badges). */
const COLOURS = { ventas: '#0d6efd', notas: '#ffc107', reclamos: '#dc3545' };

/**
 * The Ventas part of the report (client-detail.md §2 Ventas tab, §9 "Credit notes and claims"), for the documents
 * issued in the range with credit notes grouped by the referenced invoice's date (the tab's default): total sales,
 * documents, credit notes and claims with their factors over sales (2 decimals); the monthly sales, credit notes and
 * claims as bars and as a table with both factors; the first {@link REPORT_TOP_ROWS} debtors by amount.
 */
export function ventasReportSection(source: ReportSource, { range }: ReportContext): ReportSection {
  const dates = { fechaDesde: range.inicio, fechaHasta: range.fin };
  const months = source.view('ventas:months', { ...dates, useNCIssueDate: false }, salesMonths);
  const debtors = source.view('ventas:debtors', dates, salesByDebtor);
  const sum = (pick: (row: (typeof months)[number]) => number) => months.reduce((total, row) => total + pick(row), 0);
  const ventas = sum((row) => row.total);
  const notas = sum((row) => row.notasCredito);
  const reclamos = sum((row) => row.reclamos);
  return {
    title: 'Ventas',
    blocks: [
      {
        kind: 'figures',
        items: [
          { label: 'Ventas', value: formatClp(ventas) },
          { label: 'Documentos', value: countText(sum((row) => row.cantidad), 'documento', 'documentos') },
          { label: 'Notas de Crédito', value: formatClp(notas) },
          { label: 'Factor NC/Ventas', value: formatFactor(salesFactor(notas, ventas)) },
          { label: 'Reclamos', value: formatClp(reclamos) },
          { label: 'Factor Reclamos/Ventas', value: formatFactor(salesFactor(reclamos, ventas)) },
        ],
      },
      {
        kind: 'bars',
        title: 'Ventas Mensuales (millones de pesos)',
        categories: months.map((row) => row.mesDisplay),
        series: [
          { name: 'Ventas', color: COLOURS.ventas, values: months.map((row) => row.total) },
          { name: 'Notas de Crédito', color: COLOURS.notas, values: months.map((row) => row.notasCredito) },
          { name: 'Reclamos', color: COLOURS.reclamos, values: months.map((row) => row.reclamos) },
        ],
      },
      {
        kind: 'table',
        title: 'Ventas, notas de crédito y reclamos por mes',
        columns: [
          { header: 'Mes', width: 0.9, align: 'left' },
          { header: 'Ventas', width: 1.3, align: 'right' },
          { header: 'Documentos', width: 0.9, align: 'right' },
          { header: 'Notas de Crédito', width: 1.3, align: 'right' },
          { header: 'Factor NC/Ventas', width: 1.3, align: 'right' },
          { header: 'Reclamos', width: 1.2, align: 'right' },
          { header: 'Factor Reclamos/Ventas', width: 1.75, align: 'right' },
        ],
        rows: months.map((row) => [
          row.mesDisplay,
          formatClp(row.total),
          String(row.cantidad),
          formatClp(row.notasCredito),
          formatFactor(salesFactor(row.notasCredito, row.total)),
          formatClp(row.reclamos),
          formatFactor(salesFactor(row.reclamos, row.total)),
        ]),
        empty: 'Sin ventas en el período',
      },
      {
        kind: 'table',
        title: 'Principales deudores',
        columns: [
          { header: 'Deudor', width: 3, align: 'left' },
          { header: 'Monto Total', width: 1.4, align: 'right' },
          { header: 'Documentos', width: 1, align: 'right' },
          { header: 'Monto Cedido', width: 1.4, align: 'right' },
          { header: 'Participación', width: 1.1, align: 'right' },
        ],
        rows: debtors
          .slice(0, REPORT_TOP_ROWS)
          .map((row) => [`${row.contraparte} (${displayRut(row.rutContraparte)})`, formatClp(row.montoTotal), String(row.cantidadDocumentos), formatClp(row.montoCedido), formatFactor(row.participacion)]),
        empty: 'Sin ventas en el período',
      },
    ],
  };
}
