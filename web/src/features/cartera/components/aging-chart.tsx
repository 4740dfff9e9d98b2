import type { AgingBucket } from '@domain/cartera/aging';
import type { Cartera } from '../model/cartera';
import { LegendAmountsTable, legendRows } from './legend-amounts-table';
import { ChartCard } from '@web/components/charts/chart-card';
import { amountBarChart } from '@web/components/charts/amount-bar-chart';

/** Due soon in blue shades, overdue from amber to red, no date in grey. */
const COLORS: Readonly<Record<AgingBucket, string>> = {
  porVencer0a30: '#0a58ca',
  porVencer31a60: '#3d8bfd',
  porVencerMas60: '#9ec5fe',
  vencido1a30: '#e0a800',
  vencido31a60: '#dc6b1d',
  vencidoMas60: '#b02a37',
  sinVencimiento: '#6c757d',
};

/**
 * 'Vencimientos': the held amount per tramo (aging.ts) as bars, with the same figures as a table for screen readers
 * and for reading exact amounts.
 */
export function AgingChart({ vencimientos }: { vencimientos: Cartera['vencimientos'] }) {
  return (
    <ChartCard
      title="Vencimientos"
      height={240}
      chart={amountBarChart({
        data: vencimientos,
        layout: 'columns',
        color: (t) => COLORS[t.tramo],
        slanted: true,
      })}
    >
      <LegendAmountsTable
        rows={legendRows(vencimientos, (t) => t.tramo, COLORS)}
        heading="Tramo"
        caption="Monto por tramo de vencimiento"
        rowAttribute="data-tramo"
        testId="aging-table"
        amountTestId="tramo-monto"
      />
    </ChartCard>
  );
}
