import { formatAmount } from '@web/lib/format';

interface ChartTooltipProps {
  active?: boolean;
  payload?: { payload: { etiqueta: string; documentos: number; monto: number } }[];
}

/** The tooltip of the portfolio charts ('Cartera', 'Reportes'): label, documents and amount in es-CL. */
export function ChartTooltip({ active, payload }: ChartTooltipProps) {
  const item = active ? payload?.[0]?.payload : undefined;
  if (!item) return null;
  return (
    <div className="card shadow-sm small px-2 py-1">
      <strong>{item.etiqueta}</strong>
      <span>
        {formatAmount(item.monto)} · {item.documentos.toLocaleString('es-CL')}{' '}
        {item.documentos === 1 ? 'documento' : 'documentos'}
      </span>
    </div>
  );
}

/** Axis ticks in millions of CLP ('$12 M'): whole pesos do not fit a phone's axis. */
export function millions(value: number): string {
  return `$${(value / 1_000_000).toLocaleString('es-CL', { maximumFractionDigits: 0 })} M`;
}
