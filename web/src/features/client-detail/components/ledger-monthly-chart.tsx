import type { MonthlySummaryRow } from '@domain/client-db/views/monthly-summary-view';
import type { ledgerTexts } from '../model/ledger-side';
import { formatFactor, salesFactor } from '../model/sales-factor';
import { MonthlyMillionsCard } from './monthly-millions-card';

type LedgerChartMonth = Pick<MonthlySummaryRow, 'total' | 'cedido' | 'notasCredito' | 'reclamos'> & {
  mes: string;
  mesDisplay: string;
};

interface LedgerMonthlyChartProps {
  texts: ReturnType<typeof ledgerTexts>;
  /** The tab's monthly rows (monthly-summary-view.ts), oldest month first. */
  rows: readonly MonthlySummaryRow[];
}

/**
 * The monthly chart of the Ventas or Compras tab (client-detail.md §2; §9 "millions, CLP formatting and no
 * decimals"): bars of the month's sales or purchases, the part ceded, its credit notes and its claims, in millions of
 * pesos; the tooltip gives the notes' and claims' share of the month's amount, and the months are also a visually
 * hidden table (monthly-bars-chart.tsx) beside the tab's own month tables.
 */
export function LedgerMonthlyChart({ texts, rows }: LedgerMonthlyChartProps) {
  const title = `Evolución de ${texts.amount}`;
  const months: LedgerChartMonth[] = rows.map((row) => ({
    mes: row.period,
    mesDisplay: row.mesDisplay,
    total: row.total,
    cedido: row.cedido,
    notasCredito: row.notasCredito,
    reclamos: row.reclamos,
  }));
  const series = [
    { key: 'total', name: texts.amount, color: '#0d6efd' },
    { key: 'cedido', name: 'Cedido', color: '#198754' },
    { key: 'notasCredito', name: 'Notas de Crédito', color: '#fd7e14' },
    { key: 'reclamos', name: texts.reclamos, color: '#dc3545' },
  ] as const;
  const share = (month: LedgerChartMonth, key: keyof LedgerChartMonth, value: number) => {
    if (key === 'total') return null;
    const factor = salesFactor(value, month.total);
    return factor === null ? null : `${formatFactor(factor)} de ${texts.amount.toLowerCase()}`;
  };
  return (
    <MonthlyMillionsCard
      title={title}
      data={months}
      series={series}
      tooltipNote={share}
      height={260}
      testId={`${texts.key}-monthly-chart`}
    />
  );
}
