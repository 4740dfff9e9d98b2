import { monthDisplay } from '@domain/client-db/views/month-label';
import type { MonthlyChartRow } from '@domain/client-db/views/monthly-chart-view';
import { CESIONES_CHART_SERIES, formatMillions, shareOfSales } from '../model/cesiones-chart';
import { MonthlyBarsChart } from './monthly-bars-chart';

interface CesionesMonthlyChartProps {
  rows: readonly MonthlyChartRow[];
  /** The month filter 'yyyy-MM' (null: none) and its toggle. */
  month: string | null;
  onMonth: (month: string | null) => void;
}

/**
 * 'Cesiones Mensuales' (client-detail.md §2 Cesiones tab): bars Ventas, Cedido and No Cedido per month in millions
 * of pesos per issue month of the sales documents, the tooltip giving each value's share of the month's sales;
 * clicking a month toggles the month filter on the documents issued in it (clicking it again, or Limpiar, clears it).
 */
export function CesionesMonthlyChart({ rows, month, onMonth }: CesionesMonthlyChartProps) {
  return (
    <div className="card h-100">
      <div className="card-header d-flex flex-wrap justify-content-between align-items-center gap-2">
        <span>
          <span className="fw-semibold">Cesiones Mensuales</span>{' '}
          <span className="small text-muted">(millones de pesos)</span>
        </span>
        {month !== null ? (
          <span className="d-flex align-items-center gap-2">
            <span
              className="badge text-bg-primary"
              title={`Cesiones de los documentos emitidos en ${monthDisplay(month)}`}
              data-testid="cesiones-month-filter"
            >
              {monthDisplay(month)}
            </span>
            <button type="button" className="btn btn-sm btn-outline-secondary py-0" onClick={() => onMonth(null)}>
              Limpiar
            </button>
          </span>
        ) : null}
      </div>
      <div className="card-body p-2">
        {rows.length === 0 ? (
          <div className="text-center text-muted py-3">No hay datos</div>
        ) : (
          <MonthlyBarsChart
            title="Cesiones Mensuales"
            data={rows}
            series={CESIONES_CHART_SERIES}
            formatValue={formatMillions}
            tooltipNote={(row, key, value) => shareOfSales(row, key, value)}
            selectedMonth={month}
            onMonthClick={(clicked) => onMonth(clicked === month ? null : clicked)}
            testId="cesiones-monthly-chart"
          />
        )}
      </div>
    </div>
  );
}
