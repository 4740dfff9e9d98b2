import { formatMillions } from '../model/cesiones-chart';
import { MonthlyBarsChart, type MonthlyBarsDatum, type MonthlyBarsSeries } from './monthly-bars-chart';

interface MonthlyMillionsCardProps<T extends MonthlyBarsDatum> {
  /** The card's title and the chart's accessible name. */
  title: string;
  data: readonly T[];
  series: readonly MonthlyBarsSeries<T>[];
  tooltipNote?: (datum: T, key: keyof T & string, value: number) => string | null;
  height: number;
  testId: string;
  className?: string;
}

/**
 * A card of monthly bars in millions of pesos (client-detail.md §9 "The chart shows millions (amount divided by
 * 1,000,000), with CLP formatting and no decimals") under its title, or 'No hay datos' without months.
 */
export function MonthlyMillionsCard<T extends MonthlyBarsDatum>({
  title,
  data,
  series,
  tooltipNote,
  height,
  testId,
  className = '',
}: MonthlyMillionsCardProps<T>) {
  return (
    <div className={`card ${className}`}>
      <div className="card-header">
        <span className="fw-semibold">{title}</span> <span className="small text-muted">(millones de pesos)</span>
      </div>
      <div className="card-body p-2">
        {data.length === 0 ? (
          <div className="text-center text-muted py-3">No hay datos</div>
        ) : (
          <MonthlyBarsChart
            title={title}
            data={data}
            series={series}
            formatValue={formatMillions}
            tooltipNote={tooltipNote}
            height={height}
            testId={testId}
          />
        )}
      </div>
    </div>
  );
}
