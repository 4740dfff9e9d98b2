import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthFigures } from '@domain/reportes/report-figures';
import { formatPercentOne } from '@domain/es-cl-format';
import { monthLabel } from '@domain/calendar-month';
import { amountBarChart } from '@web/components/charts/amount-bar-chart';
import { ChartCard } from '@web/components/charts/chart-card';
import { formatAmount } from '@web/lib/format';
import { monthsSheet } from '@domain/reportes/report-sheets';
import { FigureTable, type FigureColumn } from './figure-table';
import { SheetExportButton } from '@web/components/exports/sheet-export-button';

/** A fraction 0..1 as '12,3%'. */
export const percent = (fraction: number) => formatPercentOne(fraction * 100);

const COLUMNS: ReadonlyArray<FigureColumn<MonthFigures>> = [
  { label: 'Documentos', value: (m) => m.documentos.toLocaleString('es-CL'), testId: 'month-documentos' },
  { label: 'Monto cedido vigente', value: (m) => formatAmount(m.montoCedido), testId: 'month-monto' },
  { label: 'Aceptación', value: (m) => percent(m.tasaAceptacion) },
  { label: 'Reclamo', value: (m) => percent(m.tasaReclamo) },
  { label: 'Anulación', value: (m) => percent(m.tasaAnulacion) },
  { label: 'Rebaja', value: (m) => percent(m.tasaRebaja) },
];

/** The rate lines: figure, name and colour. */
const RATES = [
  { key: 'tasaAceptacion', name: 'Aceptación', color: '#198754' },
  { key: 'tasaReclamo', name: 'Reclamo', color: '#b02a37' },
  { key: 'tasaAnulacion', name: 'Anulación', color: '#6c757d' },
  { key: 'tasaRebaja', name: 'Rebaja', color: '#e0a800' },
] as const;

interface MonthsReportProps {
  meses: readonly MonthFigures[];
  desde: string;
  hasta: string;
  onDrill: (mes: string) => void;
}

/**
 * 'Cesiones adquiridas por mes': the amount of each month as bars and a table with the month's documents, amount and
 * rates, then the acceptance, claim, annulment and reduction rates as lines; a bar or a row's button opens the
 * month's documents.
 */
export function MonthsReport({ meses, desde, hasta, onDrill }: MonthsReportProps) {
  const data = meses.map((m) => ({
    ...m,
    etiqueta: monthLabel(m.mes),
    monto: m.montoCedido,
    ...Object.fromEntries(RATES.map((rate) => [rate.key, m[rate.key] * 100])),
  }));
  return (
    <>
      <ChartCard
        title="Cesiones adquiridas por mes"
        height={220}
        chart={amountBarChart({ data, layout: 'columns', color: '#0a58ca', onSelect: (m) => onDrill(m.mes) })}
      >
        <div className="d-flex justify-content-end mb-2">
          <SheetExportButton build={() => monthsSheet(meses, desde, hasta)} disabled={meses.length === 0} />
        </div>
        <FigureTable
          caption="Cesiones adquiridas por mes, con sus tasas"
          heading="Mes"
          rowHeading={(m) => monthLabel(m.mes)}
          columns={COLUMNS}
          rows={meses}
          rowKey={(m) => m.mes}
          rowAttributes={(m) => ({ 'data-testid': 'month-row', 'data-mes': m.mes })}
          drill={{ open: (m) => onDrill(m.mes), name: (m) => monthLabel(m.mes), empty: (m) => m.documentos === 0 }}
          testId="months-table"
        />
      </ChartCard>
      <div className="my-3">
        <ChartCard
          title="Tasas de aceptación, reclamo, anulación y rebaja"
          height={220}
          chart={
            <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="etiqueta" tick={{ fontSize: 11 }} />
              <YAxis unit="%" domain={[0, 100]} tick={{ fontSize: 11 }} width={48} />
              <Tooltip formatter={(value) => formatPercentOne(Number(value))} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {RATES.map((rate) => (
                <Line
                  key={rate.key}
                  dataKey={rate.key}
                  name={rate.name}
                  stroke={rate.color}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          }
        >
          <p className="small text-body-secondary mb-0">
            Porcentaje de los documentos adquiridos en cada mes según su estado actual en el SII (las cifras están en la
            tabla por mes).
          </p>
        </ChartCard>
      </div>
    </>
  );
}
