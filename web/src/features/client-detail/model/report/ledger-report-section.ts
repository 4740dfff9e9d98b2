import { countText } from '@domain/es-cl-format';
import {
  counterpartyTotalsView,
  type CounterpartyTotalsFilters,
} from '@domain/client-db/views/counterparty-totals-view';
import type { LocalDbReader } from '@domain/client-db/db-reader';
import { monthlySummaryView, type MonthlySummaryFilters } from '@domain/client-db/views/monthly-summary-view';
import { ledgerTexts, type LedgerSide } from '../ledger-side';
import { formatFactor, salesFactor } from '../sales-factor';
import { nameWithRut } from './report-names';
import type { ReportContext, ReportSection, ReportSectionBuilder, ReportSource } from './report-types';
import { REPORT_TOP_ROWS } from './concentration-table';

/** Bar colours of the monthly chart (Bootstrap primary, warning, danger as the tab's badges). */
const COLOURS = { amount: '#0d6efd', notas: '#ffc107', reclamos: '#dc3545' };

/**
 * The Ventas or Compras part of the report (client-detail.md §2 Ventas and Compras tabs, §9 "Credit notes and
 * claims"), for the documents of the range with credit notes grouped by the referenced invoice's date (the tabs'
 * default): the book's total, documents, credit notes and claims with their factors over it (2 decimals); the monthly
 * amounts, credit notes and claims as bars and as a table with both factors; the first {@link REPORT_TOP_ROWS}
 * debtors or suppliers by amount. Same views and cache keys as ledger-tab.tsx.
 * @param side 'venta' (Ventas) or 'compra' (Compras).
 */
export function ledgerReportSection(side: LedgerSide): ReportSectionBuilder {
  const texts = ledgerTexts(side);
  const months = (reader: LocalDbReader, filters: MonthlySummaryFilters) => monthlySummaryView(reader, side, filters);
  const totals = (reader: LocalDbReader, filters: CounterpartyTotalsFilters) =>
    counterpartyTotalsView(reader, side, filters);
  return (source: ReportSource, { range, formatAmount }: ReportContext): ReportSection => {
    const dates = { fechaDesde: range.inicio, fechaHasta: range.fin };
    const monthly = source.view(`${texts.key}:months`, { ...dates, useNCIssueDate: false }, months);
    const counterparties = source.view(`${texts.key}:totals`, dates, totals);
    const sum = (pick: (row: (typeof monthly)[number]) => number) =>
      monthly.reduce((total, row) => total + pick(row), 0);
    const amount = sum((row) => row.total);
    const notas = sum((row) => row.notasCredito);
    const reclamos = sum((row) => row.reclamos);
    return {
      title: texts.amount,
      blocks: [
        {
          kind: 'figures',
          items: [
            { label: texts.amount, value: formatAmount(amount) },
            {
              label: 'Documentos',
              value: countText(
                sum((row) => row.cantidad),
                'documento',
                'documentos',
              ),
            },
            { label: 'Notas de Crédito', value: formatAmount(notas) },
            { label: `Factor NC/${texts.amount}`, value: formatFactor(salesFactor(notas, amount)) },
            { label: texts.reclamos, value: formatAmount(reclamos) },
            { label: `Factor Reclamos/${texts.amount}`, value: formatFactor(salesFactor(reclamos, amount)) },
          ],
        },
        {
          kind: 'bars',
          title: `${texts.amount} Mensuales (millones de pesos)`,
          categories: monthly.map((row) => row.mesDisplay),
          series: [
            { name: texts.amount, color: COLOURS.amount, values: monthly.map((row) => row.total) },
            { name: 'Notas de Crédito', color: COLOURS.notas, values: monthly.map((row) => row.notasCredito) },
            { name: texts.reclamos, color: COLOURS.reclamos, values: monthly.map((row) => row.reclamos) },
          ],
        },
        {
          kind: 'table',
          title: `${texts.amount}, notas de crédito y reclamos por mes`,
          columns: [
            { header: 'Mes', width: 0.85, align: 'left' },
            { header: texts.amount, width: 1.2, align: 'right' },
            { header: 'Documentos', width: 1, align: 'right' },
            { header: 'Notas de Crédito', width: 1.25, align: 'right' },
            { header: `Factor NC/${texts.amount}`, width: 1.35, align: 'right' },
            { header: texts.reclamos, width: 1.1, align: 'right' },
            { header: `Factor Reclamos/${texts.amount}`, width: 1.85, align: 'right' },
          ],
          rows: monthly.map((row) => [
            row.mesDisplay,
            formatAmount(row.total),
            String(row.cantidad),
            formatAmount(row.notasCredito),
            formatFactor(salesFactor(row.notasCredito, row.total)),
            formatAmount(row.reclamos),
            formatFactor(salesFactor(row.reclamos, row.total)),
          ]),
          empty: `Sin ${texts.amount.toLowerCase()} en el período`,
        },
        ...(texts.reclamosRule ? [{ kind: 'text' as const, text: texts.reclamosRule, muted: true }] : []),
        {
          kind: 'table',
          title: `Principales ${texts.counterparty.toLowerCase()}es`,
          columns: [
            { header: texts.counterparty, width: 3, align: 'left' },
            { header: 'Monto Total', width: 1.4, align: 'right' },
            { header: 'Documentos', width: 1, align: 'right' },
            { header: 'Monto Cedido', width: 1.4, align: 'right' },
            { header: 'Participación', width: 1.1, align: 'right' },
          ],
          rows: counterparties
            .slice(0, REPORT_TOP_ROWS)
            .map((row) => [
              nameWithRut(row.contraparte, row.rutContraparte),
              formatAmount(row.montoTotal),
              String(row.cantidadDocumentos),
              formatAmount(row.montoCedido),
              formatFactor(row.participacion),
            ]),
          empty: `Sin ${texts.amount.toLowerCase()} en el período`,
        },
      ],
    };
  };
}
