import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipProps,
} from 'recharts';

/** A month of the chart: mes 'yyyy-MM' (the click's value), mesDisplay 'Ene 2025' (the axis label), and its values. */
export interface MonthlyBarsDatum {
  mes: string;
  mesDisplay: string;
}

/** One bar series: the numeric field of the datum, its legend name and colour. */
export interface MonthlyBarsSeries<T> {
  key: keyof T & string;
  name: string;
  color: string;
}

interface MonthlyBarsChartProps<T extends MonthlyBarsDatum> {
  /** Accessible name of the chart (its card title). */
  title: string;
  data: readonly T[];
  series: readonly MonthlyBarsSeries<T>[];
  /** Axis ticks and tooltip values (e.g. millions). */
  formatValue: (value: number) => string;
  /** Extra tooltip text after a value (e.g. its share of sales), or null. */
  tooltipNote?: (datum: T, key: keyof T & string, value: number) => string | null;
  /** The month filter: the selected 'yyyy-MM' (others are dimmed) and the click on a month's bars. */
  selectedMonth?: string | null;
  onMonthClick?: (mes: string) => void;
  height?: number;
  testId?: string;
}

/**
 * Grouped monthly bars (recharts) of the client detail tabs: one group per month, one bar per series, a legend, a
 * tooltip with each value (and its note) and, with `onMonthClick`, clicking a month's group reports its 'yyyy-MM'.
 * The months are also given as a visually hidden table, the chart's text alternative. Renders with React style
 * properties only, so it works under the app's strict CSP (infra/security-headers.ts).
 */
export function MonthlyBarsChart<T extends MonthlyBarsDatum>({
  title,
  data,
  series,
  formatValue,
  tooltipNote,
  selectedMonth = null,
  onMonthClick,
  height = 300,
  testId,
}: MonthlyBarsChartProps<T>) {
  const value = (datum: T, key: keyof T & string) => Number(datum[key]);
  return (
    <figure className="mb-0" data-testid={testId} data-selected-month={selectedMonth ?? ''}>
      <div role="img" aria-label={title} style={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={[...data]}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            style={onMonthClick ? { cursor: 'pointer' } : undefined}
            onClick={(state) => {
              const index = state?.activeTooltipIndex;
              const datum = index === undefined ? undefined : data[index];
              if (datum && onMonthClick) onMonthClick(datum.mes);
            }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="mesDisplay" tick={{ fontSize: 12 }} />
            <YAxis tickFormatter={(tick: number) => formatValue(tick)} tick={{ fontSize: 12 }} width={64} />
            <Tooltip
              content={(props: TooltipProps<number, string>) => (
                <MonthTooltip
                  {...props}
                  data={data}
                  series={series}
                  formatValue={formatValue}
                  tooltipNote={tooltipNote}
                />
              )}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {series.map((item) => (
              <Bar key={item.key} dataKey={item.key} name={item.name} fill={item.color} isAnimationActive={false}>
                {data.map((datum) => (
                  <Cell key={datum.mes} fillOpacity={selectedMonth === null || selectedMonth === datum.mes ? 1 : 0.3} />
                ))}
              </Bar>
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Mes</th>
            {series.map((item) => (
              <th key={item.key} scope="col">
                {item.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.mes} data-month={datum.mes}>
              <th scope="row">{datum.mesDisplay}</th>
              {series.map((item) => (
                <td key={item.key}>{formatValue(value(datum, item.key))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

type MonthTooltipProps<T extends MonthlyBarsDatum> = TooltipProps<number, string> &
  Pick<MonthlyBarsChartProps<T>, 'data' | 'series' | 'formatValue' | 'tooltipNote'>;

/** The tooltip of a month: its label, then each series' value and note. */
function MonthTooltip<T extends MonthlyBarsDatum>({
  active,
  label,
  data,
  series,
  formatValue,
  tooltipNote,
}: MonthTooltipProps<T>) {
  const datum = data.find((candidate) => candidate.mesDisplay === label);
  if (!active || !datum) return null;
  return (
    <div className="card shadow-sm small px-2 py-1" data-testid="monthly-bars-tooltip">
      <div className="fw-semibold">{datum.mesDisplay}</div>
      {series.map((item) => {
        const amount = Number(datum[item.key]);
        const note = tooltipNote?.(datum, item.key, amount) ?? null;
        return (
          <div key={item.key} className="text-nowrap">
            <span style={{ color: item.color }}>■</span> {item.name}: {formatValue(amount)}
            {note ? <div className="text-muted ps-3">{note}</div> : null}
          </div>
        );
      })}
    </div>
  );
}
