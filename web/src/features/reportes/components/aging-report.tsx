import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { AgingBucket } from '@domain/cartera/aging';
import type { AgingFigures } from '@domain/reportes/open-aging';
import { ChartCard } from '@web/components/charts/chart-card';
import { ChartTooltip, millions } from '@web/components/charts/chart-tooltip';
import { formatAmount } from '@web/lib/format';
import { agingSheet } from '../model/report-sheets';
import { SheetExportButton } from './sheet-export-button';

interface AgingReportProps {
  vencimientos: readonly AgingFigures[];
  desde: string;
  hasta: string;
  onDrill: (tramo: AgingBucket) => void;
}

/**
 * 'Vencimientos de documentos abiertos': the open documents of the period (held, not annulled) by tramo of their due
 * date, as bars and a table; a bar or a row's button opens the tramo's documents.
 */
export function AgingReport({ vencimientos, desde, hasta, onDrill }: AgingReportProps) {
  const data = vencimientos.map((t) => ({ ...t, monto: t.montoCedido }));
  return (
    <ChartCard
      title="Vencimientos de documentos abiertos"
      height={220}
      chart={
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="etiqueta" tick={{ fontSize: 11 }} interval={0} angle={-30} textAnchor="end" height={60} />
          <YAxis tickFormatter={millions} tick={{ fontSize: 11 }} width={64} />
          <Tooltip content={<ChartTooltip />} />
          <Bar
            dataKey="monto"
            fill="#dc6b1d"
            isAnimationActive={false}
            cursor="pointer"
            onClick={(_, index) => onDrill(vencimientos[index]!.tramo)}
          />
        </BarChart>
      }
    >
      <div className="d-flex justify-content-end mb-2">
        <SheetExportButton build={() => agingSheet(vencimientos, desde, hasta)} disabled={vencimientos.length === 0} />
      </div>
      <div className="table-responsive">
        <table className="table table-sm small align-middle mb-0" data-testid="aging-table">
          <caption className="visually-hidden">Documentos abiertos por tramo de vencimiento</caption>
          <thead>
            <tr>
              <th scope="col">Tramo</th>
              <th scope="col" className="text-end">
                Documentos
              </th>
              <th scope="col" className="text-end">
                Monto cedido
              </th>
              <th scope="col">
                <span className="visually-hidden">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {vencimientos.map((t) => (
              <tr key={t.tramo} data-tramo={t.tramo}>
                <th scope="row" className="fw-normal">
                  {t.etiqueta}
                </th>
                <td className="text-end">{t.documentos.toLocaleString('es-CL')}</td>
                <td className="text-end text-nowrap">{formatAmount(t.montoCedido)}</td>
                <td className="text-end">
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0 text-nowrap"
                    disabled={t.documentos === 0}
                    onClick={() => onDrill(t.tramo)}
                  >
                    Ver<span className="visually-hidden"> documentos {t.etiqueta}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartCard>
  );
}
