import type { RiskSalesMonth } from '@domain/client-db/views/client-risk-view';
import { MonthlyMillionsCard } from './monthly-millions-card';

const SERIES = [{ key: 'ventas', name: 'Ventas', color: '#0d6efd' }] as const;

/**
 * The Riesgo tab's chart (client-detail.md §9 "Risk scoring", the sales trend): the client's sales of every month of
 * the range in millions of pesos, a month without sales drawn as 0 as the trend counts it; the months are also a
 * visually hidden table (monthly-bars-chart.tsx).
 */
export function RiskSalesChart({ months }: { months: readonly RiskSalesMonth[] }) {
  return (
    <MonthlyMillionsCard
      title="Ventas por mes del período"
      data={months}
      series={SERIES}
      height={220}
      testId="risk-sales-chart"
      className="mb-3"
    />
  );
}
