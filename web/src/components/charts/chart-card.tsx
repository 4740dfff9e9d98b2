import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';

interface ChartCardProps {
  title: string;
  /** Height of the chart in pixels; it takes the card's whole width. */
  height: number;
  /** The recharts chart; hidden from screen readers, which read the table among `children`. */
  chart: ReactElement;
  children: ReactNode;
}

/**
 * A card (of 'Cartera', 'Reportes') holding one chart under its title, then the same figures as a table (and whatever
 * follows).
 */
export function ChartCard({ title, height, chart, children }: ChartCardProps) {
  return (
    <div className="card h-100">
      <div className="card-header fw-semibold">{title}</div>
      <div className="card-body">
        <div style={{ width: '100%', height }} aria-hidden="true">
          <ResponsiveContainer>{chart}</ResponsiveContainer>
        </div>
        {children}
      </div>
    </div>
  );
}
