import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Breadcrumbs 'Dashboard > {current}' of a screen reached from the client list ('Dashboard' goes back to it). */
export function DashboardBreadcrumb({ current }: { current: ReactNode }) {
  return (
    <nav aria-label="breadcrumb">
      <ol className="breadcrumb mb-2">
        <li className="breadcrumb-item">
          <Link to="/dashboard-clientes">Dashboard</Link>
        </li>
        <li className="breadcrumb-item active" aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
