import type { ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTooltip, millions } from './chart-tooltip';

/** One bar: its label, documents and amount (CLP), as the tooltip shows them. */
export interface AmountBar {
  etiqueta: string;
  documentos: number;
  monto: number;
}

interface AmountBarChartOptions<T extends AmountBar> {
  data: readonly T[];
  /** 'columns': upright bars, labels under them (months, tramos); 'rows': horizontal bars labelled at the left. */
  layout: 'columns' | 'rows';
  /** One colour, or each bar's. */
  color: string | ((item: T) => string);
  /** Clicking a bar (its drill-down); none leaves the bars inert. */
  onSelect?: (item: T) => void;
  /** Slanted column labels, for long ones (tramos). */
  slanted?: boolean;
}

const shortName = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

/**
 * The amount bars of the portfolio screens ('Cartera', 'Reportes'), in millions of CLP on the axis, with the shared
 * tooltip. Returns the chart element itself so recharts' ResponsiveContainer (ChartCard) can size it.
 */
export function amountBarChart<T extends AmountBar>(options: AmountBarChartOptions<T>): ReactElement {
  const { data, layout, color, onSelect, slanted = false } = options;
  const rows = layout === 'rows';
  const amountAxis = { tickFormatter: millions, tick: { fontSize: 11 } };
  return (
    <BarChart
      data={[...data]}
      layout={rows ? 'vertical' : 'horizontal'}
      margin={rows ? { top: 4, right: 16, bottom: 4, left: 4 } : { top: 8, right: 8, bottom: 8, left: 8 }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={rows} horizontal={!rows} />
      {/* recharts finds its axes among the chart's direct children only, never inside a fragment. */}
      {rows ? (
        <XAxis type="number" {...amountAxis} />
      ) : (
        <XAxis
          dataKey="etiqueta"
          tick={{ fontSize: 11 }}
          interval={0}
          {...(slanted ? { angle: -30, textAnchor: 'end', height: 60 } : {})}
        />
      )}
      {rows ? (
        <YAxis type="category" dataKey="etiqueta" width={150} tick={{ fontSize: 11 }} tickFormatter={shortName} />
      ) : (
        <YAxis {...amountAxis} width={64} />
      )}
      <Tooltip content={<ChartTooltip />} />
      <Bar
        dataKey="monto"
        isAnimationActive={false}
        cursor={onSelect ? 'pointer' : undefined}
        onClick={onSelect ? (_, index) => onSelect(data[index]!) : undefined}
      >
        {data.map((item, index) => (
          <Cell key={index} fill={typeof color === 'string' ? color : color(item)} />
        ))}
      </Bar>
    </BarChart>
  );
}
