import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import type { AgingBucket } from '@domain/cartera/aging';
import type { Cartera } from '../model/cartera';
import { LegendAmountsTable, legendRows } from './legend-amounts-table';
import { ChartCard } from '@web/components/charts/chart-card';
import { ChartTooltip, millions } from '@web/components/charts/chart-tooltip';

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
      chart={
        <BarChart data={vencimientos} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="etiqueta" tick={{ fontSize: 11 }} interval={0} angle={-30} textAnchor="end" height={60} />
          <YAxis tickFormatter={millions} tick={{ fontSize: 11 }} width={64} />
          <Tooltip content={<ChartTooltip />} />
          <Bar dataKey="monto" isAnimationActive={false}>
            {vencimientos.map((t) => (
              <Cell key={t.tramo} fill={COLORS[t.tramo]} />
            ))}
          </Bar>
        </BarChart>
      }
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
