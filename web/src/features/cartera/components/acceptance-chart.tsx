import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import type { AcceptanceState } from '@domain/cartera/acceptance';
import { formatAmount } from '@web/lib/format';
import type { Cartera } from '../model/cartera';
import { LegendAmountsTable, legendRows } from './legend-amounts-table';
import { ChartCard } from '@web/components/charts/chart-card';
import { ChartTooltip } from '@web/components/charts/chart-tooltip';

const COLORS: Readonly<Record<AcceptanceState, string>> = {
  aceptado: '#198754',
  pendiente: '#e0a800',
  reclamado: '#b02a37',
  sinInformacion: '#adb5bd',
};

const daysText = (days: number | null) =>
  days === null ? 'Sin fecha de recepción' : days === 1 ? 'Falta 1 día' : `Faltan ${days} días`;

/**
 * 'Aceptación': the held amount by estado (acceptance.ts) as a ring, with the table of estados and the pending
 * documents by days left to claim (core-platform §4, 8-day window).
 */
export function AcceptanceChart({ aceptacion, pendientes }: Pick<Cartera, 'aceptacion' | 'pendientes'>) {
  const shown = aceptacion.filter((a) => a.monto > 0);
  return (
    <ChartCard
      title="Aceptación"
      height={200}
      chart={
        <PieChart>
          <Pie
            data={shown}
            dataKey="monto"
            nameKey="etiqueta"
            innerRadius="55%"
            outerRadius="90%"
            isAnimationActive={false}
            rootTabIndex={-1}
          >
            {shown.map((a) => (
              <Cell key={a.estado} fill={COLORS[a.estado]} />
            ))}
          </Pie>
          <Tooltip content={<ChartTooltip />} />
        </PieChart>
      }
    >
      <LegendAmountsTable
        rows={legendRows(aceptacion, (a) => a.estado, COLORS)}
        heading="Estado"
        caption="Monto por estado de aceptación"
        rowAttribute="data-estado"
        testId="acceptance-table"
        amountTestId="estado-monto"
        className="mb-2"
      />
      {pendientes.length > 0 ? (
        <>
          <h3 className="h6 small fw-semibold mb-1">Pendientes por plazo para reclamar</h3>
          <ul className="list-unstyled small mb-0" data-testid="pendientes">
            {pendientes.map((p) => (
              <li key={String(p.diasRestantes)} className="d-flex justify-content-between">
                <span>{daysText(p.diasRestantes)}</span>
                <span>
                  {p.documentos.toLocaleString('es-CL')} · {formatAmount(p.monto)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ChartCard>
  );
}
