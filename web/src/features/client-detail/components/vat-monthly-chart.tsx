import { vatMonthsView } from '@domain/client-db/views/vat-months-view';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { useLocalView } from '../hooks/use-local-view';
import type { DetailDateRange } from '../model/date-range';
import { MonthlyMillionsCard } from './monthly-millions-card';

const SERIES = [
  { key: 'debito', name: 'IVA Débito (ventas)', color: '#0d6efd' },
  { key: 'credito', name: 'IVA Crédito (compras)', color: '#198754' },
] as const;

/**
 * The monthly IVA chart of the Carpeta Tributaria tab (client-detail.md §2, §9 "millions, CLP formatting and no
 * decimals"): the IVA of the client's sales and purchases per month as its RCV lists them (vat-months-view.ts), in
 * millions of pesos, the months that share a day with the sticky bar's Inicio and Fin, also as a visually hidden table
 * (monthly-bars-chart.tsx). The F29 history rows beside it carry no amounts.
 */
export function VatMonthlyChart({ range }: { range: DetailDateRange }) {
  const months = useLocalView('carpeta:ivaMonths', { fechaDesde: range.inicio, fechaHasta: range.fin }, vatMonthsView);
  if (months.error !== null) return <ErrorAlert error={months.error} />;
  return (
    <MonthlyMillionsCard
      title="Evolución del IVA"
      data={months.data}
      series={SERIES}
      height={260}
      testId="vat-monthly-chart"
    />
  );
}
