import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Concentration } from '@domain/reportes/concentration';
import type { PartyFigures } from '@domain/reportes/report-figures';
import { formatPercentOne } from '@domain/es-cl-format';
import { ChartTooltip, millions } from '@web/components/charts/chart-tooltip';
import { displayRut, formatAmount } from '@web/lib/format';
import { partiesSheet } from '../model/report-sheets';
import { SheetExportButton } from './sheet-export-button';

const TOP = 10;
const percent = (fraction: number) => formatPercentOne(fraction * 100);

/** The table's columns of each variant: the charts' ranking, or the management report's counts (Informe ARC). */
const COLUMNS = {
  resumen: [
    { label: 'Documentos', value: (p: PartyFigures) => p.documentos.toLocaleString('es-CL') },
    { label: 'Monto cedido vigente', value: (p: PartyFigures) => formatAmount(p.montoCedido), testId: 'party-monto' },
    { label: 'Tasa reclamo', value: (p: PartyFigures) => percent(p.tasaReclamo) },
  ],
  arc: [
    { label: 'Adquiridos', value: (p: PartyFigures) => p.documentos.toLocaleString('es-CL') },
    { label: 'Monto cedido vigente', value: (p: PartyFigures) => formatAmount(p.montoCedido), testId: 'party-monto' },
    { label: 'Recedidos', value: (p: PartyFigures) => p.recedidos.toLocaleString('es-CL') },
    { label: 'Reclamados', value: (p: PartyFigures) => p.reclamados.toLocaleString('es-CL') },
    { label: 'Anulados', value: (p: PartyFigures) => p.anulados.toLocaleString('es-CL') },
    { label: 'Rebajados', value: (p: PartyFigures) => p.rebajados.toLocaleString('es-CL') },
  ],
} as const;

interface PartyReportProps {
  tipo: 'cedente' | 'deudor';
  parties: readonly PartyFigures[];
  /** The concentration of the amounts; shown with the chart (the 'resumen' variant). */
  concentracion: Concentration | null;
  variant: keyof typeof COLUMNS;
  desde: string;
  hasta: string;
  onDrill: (party: PartyFigures) => void;
}

/**
 * The acquired cessions by cedente or by debtor, the largest amount first: in 'resumen' the ten largest as bars and
 * the concentration (Top 1, Top 3, HHI) over a ranking with the claim rate; in 'arc' (Informe ARC) every party with
 * its acquired, re-ceded, claimed, annulled and reduced documents. A bar or a row's 'Ver documentos' opens its
 * documents; 'Exportar Excel' writes the whole ranking with every figure.
 */
export function PartyReport({ tipo, parties, concentracion, variant, desde, hasta, onDrill }: PartyReportProps) {
  const title = tipo === 'cedente' ? 'Por cedente' : 'Por deudor';
  const headingId = `reporte-${variant}-${tipo}`;
  const top = parties
    .slice(0, TOP)
    .map((p) => ({ ...p, etiqueta: p.razonSocial || displayRut(p.rut), monto: p.montoCedido }));
  return (
    <section className="card h-100" aria-labelledby={headingId} data-testid={`report-${tipo}`}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 id={headingId} className="h6 fw-semibold mb-0 me-auto">
          {title}
        </h2>
        <SheetExportButton build={() => partiesSheet(tipo, parties, desde, hasta)} disabled={parties.length === 0} />
      </div>
      <div className="card-body">
        {concentracion ? <ConcentrationLine concentracion={concentracion} /> : null}
        {variant === 'resumen' && top.length > 0 ? (
          <div style={{ width: '100%', height: top.length * 28 + 40 }} aria-hidden="true">
            <ResponsiveContainer>
              <BarChart data={top} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" tickFormatter={millions} tick={{ fontSize: 11 }} />
                <YAxis
                  type="category"
                  dataKey="etiqueta"
                  width={130}
                  tick={{ fontSize: 11 }}
                  tickFormatter={(name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name)}
                />
                <Tooltip content={<ChartTooltip />} />
                <Bar
                  dataKey="monto"
                  fill="#0a58ca"
                  isAnimationActive={false}
                  cursor="pointer"
                  onClick={(_, index) => onDrill(parties[index]!)}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
        ) : null}
        <div className="table-responsive" style={{ maxHeight: '24rem' }}>
          <table className="table table-sm small align-middle mb-0">
            <caption className="visually-hidden">{title}, ordenados por monto cedido vigente</caption>
            <thead className="sticky-top">
              <tr>
                <th scope="col">Razón Social</th>
                {COLUMNS[variant].map((column) => (
                  <th key={column.label} scope="col" className="text-end">
                    {column.label}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {parties.map((p) => (
                <tr key={p.rut} data-testid="party-row" data-rut={p.rut}>
                  <th scope="row" className="fw-normal" style={{ minWidth: '10rem' }}>
                    <div>{p.razonSocial || '—'}</div>
                    <div className="text-body-secondary">{displayRut(p.rut)}</div>
                  </th>
                  {COLUMNS[variant].map((column) => (
                    <td
                      key={column.label}
                      className="text-end text-nowrap"
                      data-testid={'testId' in column ? column.testId : undefined}
                    >
                      {column.value(p)}
                    </td>
                  ))}
                  <td className="text-end">
                    <button type="button" className="btn btn-link btn-sm p-0 text-nowrap" onClick={() => onDrill(p)}>
                      Ver<span className="visually-hidden"> documentos de {p.razonSocial || p.rut}</span>
                    </button>
                  </td>
                </tr>
              ))}
              {parties.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS[variant].length + 2} className="text-center text-body-secondary">
                    Sin documentos en el periodo.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

/** Top 1, Top 3 and HHI of a ranking, with what the HHI means. */
function ConcentrationLine({ concentracion }: { concentracion: Concentration }) {
  return (
    <dl className="d-flex flex-wrap column-gap-4 small mb-2" data-testid="concentration">
      <div>
        <dt className="d-inline fw-normal text-body-secondary">Top 1: </dt>
        <dd className="d-inline fw-semibold" data-testid="top1">
          {percent(concentracion.top1)}
        </dd>
      </div>
      <div>
        <dt className="d-inline fw-normal text-body-secondary">Top 3: </dt>
        <dd className="d-inline fw-semibold" data-testid="top3">
          {percent(concentracion.top3)}
        </dd>
      </div>
      <div title="Índice Herfindahl-Hirschman: suma de las participaciones al cuadrado (0 a 10.000; sobre 1.800, alta concentración)">
        <dt className="d-inline fw-normal text-body-secondary">HHI: </dt>
        <dd className="d-inline fw-semibold" data-testid="hhi">
          {Math.round(concentracion.hhi).toLocaleString('es-CL')}
        </dd>
      </div>
    </dl>
  );
}
