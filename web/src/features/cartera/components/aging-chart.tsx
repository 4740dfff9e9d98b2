import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AgingBucket } from '../../../../../domain/cartera/aging';
import { formatAmount } from '../../../lib/format';
import type { Cartera } from '../model/cartera';
import { ChartTooltip, millions } from './chart-tooltip';

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
    <div className="card h-100">
      <div className="card-header fw-semibold">Vencimientos</div>
      <div className="card-body">
        <div style={{ width: '100%', height: 240 }} aria-hidden="true">
          <ResponsiveContainer>
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
          </ResponsiveContainer>
        </div>
        <table className="table table-sm small mb-0" data-testid="aging-table">
          <caption className="visually-hidden">Monto por tramo de vencimiento</caption>
          <thead>
            <tr>
              <th scope="col">Tramo</th>
              <th scope="col" className="text-end">Documentos</th>
              <th scope="col" className="text-end">Monto</th>
            </tr>
          </thead>
          <tbody>
            {vencimientos.map((t) => (
              <tr key={t.tramo} data-tramo={t.tramo}>
                <th scope="row" className="fw-normal">
                  <span className="d-inline-block rounded-circle me-2 align-middle" style={{ width: 10, height: 10, background: COLORS[t.tramo] }} aria-hidden="true" />
                  {t.etiqueta}
                </th>
                <td className="text-end">{t.documentos.toLocaleString('es-CL')}</td>
                <td className="text-end" data-testid="tramo-monto">
                  {formatAmount(t.monto)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
