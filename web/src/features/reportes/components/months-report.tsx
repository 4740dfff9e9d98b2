import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthFigures } from '@domain/reportes/report-figures';
import { formatPercentOne } from '@domain/es-cl-format';
import { ChartCard } from '@web/components/charts/chart-card';
import { ChartTooltip, millions } from '@web/components/charts/chart-tooltip';
import { formatAmount } from '@web/lib/format';
import { monthsSheet } from '../model/report-sheets';
import { SheetExportButton } from './sheet-export-button';

/** 'MM/yyyy' of a month 'yyyy-MM'. */
export const monthLabel = (mes: string) => `${mes.slice(5)}/${mes.slice(0, 4)}`;

const percent = (fraction: number) => formatPercentOne(fraction * 100);

interface MonthsReportProps {
  meses: readonly MonthFigures[];
  desde: string;
  hasta: string;
  onDrill: (mes: string) => void;
}

/**
 * 'Cesiones adquiridas por mes': the amount of each month as bars, the acceptance, claim, annulment and reduction
 * rates as lines, and a table with the month's documents, amount and rates; a bar or a row's button opens its
 * documents.
 */
export function MonthsReport({ meses, desde, hasta, onDrill }: MonthsReportProps) {
  const data = meses.map((m) => ({
    ...m,
    etiqueta: monthLabel(m.mes),
    monto: m.montoCedido,
    aceptacion: m.tasaAceptacion * 100,
    reclamo: m.tasaReclamo * 100,
    anulacion: m.tasaAnulacion * 100,
    rebaja: m.tasaRebaja * 100,
  }));
  return (
    <div className="row g-3 mb-3">
      <div className="col-12">
        <ChartCard
          title="Cesiones adquiridas por mes"
          height={220}
          chart={
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="etiqueta" tick={{ fontSize: 11 }} />
              <YAxis tickFormatter={millions} tick={{ fontSize: 11 }} width={64} />
              <Tooltip content={<ChartTooltip />} />
              <Bar
                dataKey="monto"
                fill="#0a58ca"
                isAnimationActive={false}
                cursor="pointer"
                onClick={(_, index) => onDrill(meses[index]!.mes)}
              />
            </BarChart>
          }
        >
          <div className="d-flex justify-content-end mb-2">
            <SheetExportButton build={() => monthsSheet(meses, desde, hasta)} disabled={meses.length === 0} />
          </div>
          <div className="table-responsive">
            <table className="table table-sm small align-middle mb-0" data-testid="months-table">
              <caption className="visually-hidden">Cesiones adquiridas por mes, con sus tasas</caption>
              <thead>
                <tr>
                  <th scope="col">Mes</th>
                  <th scope="col" className="text-end">
                    Documentos
                  </th>
                  <th scope="col" className="text-end">
                    Monto cedido vigente
                  </th>
                  <th scope="col" className="text-end">
                    Aceptación
                  </th>
                  <th scope="col" className="text-end">
                    Reclamo
                  </th>
                  <th scope="col" className="text-end">
                    Anulación
                  </th>
                  <th scope="col" className="text-end">
                    Rebaja
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Acciones</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {meses.map((m) => (
                  <tr key={m.mes} data-testid="month-row" data-mes={m.mes}>
                    <th scope="row">{monthLabel(m.mes)}</th>
                    <td className="text-end" data-testid="month-documentos">
                      {m.documentos.toLocaleString('es-CL')}
                    </td>
                    <td className="text-end text-nowrap" data-testid="month-monto">
                      {formatAmount(m.montoCedido)}
                    </td>
                    <td className="text-end">{percent(m.tasaAceptacion)}</td>
                    <td className="text-end">{percent(m.tasaReclamo)}</td>
                    <td className="text-end">{percent(m.tasaAnulacion)}</td>
                    <td className="text-end">{percent(m.tasaRebaja)}</td>
                    <td className="text-end">
                      <button
                        type="button"
                        className="btn btn-link btn-sm p-0 text-nowrap"
                        disabled={m.documentos === 0}
                        onClick={() => onDrill(m.mes)}
                      >
                        Ver<span className="visually-hidden"> documentos de {monthLabel(m.mes)}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ChartCard>
      </div>
      <div className="col-12">
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
              <Line dataKey="aceptacion" name="Aceptación" stroke="#198754" isAnimationActive={false} />
              <Line dataKey="reclamo" name="Reclamo" stroke="#b02a37" isAnimationActive={false} />
              <Line dataKey="anulacion" name="Anulación" stroke="#6c757d" isAnimationActive={false} />
              <Line dataKey="rebaja" name="Rebaja" stroke="#e0a800" isAnimationActive={false} />
            </LineChart>
          }
        >
          <p className="small text-body-secondary mb-0">
            Porcentaje de los documentos adquiridos en cada mes según su estado actual en el SII (las cifras están en la
            tabla por mes).
          </p>
        </ChartCard>
      </div>
    </div>
  );
}
