import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { useSelectedCompany } from '../../lib/company/company-context';
import { useFactoringFlags } from '../../lib/company/factoring-flags';
import { routeAllowed } from './route-permission';

interface CompanyRouteProps {
  path: string;
  /** Renders the screen for the selected factoring; `allowed` is the route's permission rule (core-platform §6). */
  render: (rutFactoring: string, allowed: boolean) => ReactNode;
}

/**
 * A screen that acts for the factoring selected in the header: keyed by its rut so the screen restarts
 * when the selection changes, allowed by the user's flags in that factoring; a spinner while the factorings or the
 * flags load; a warning when there is none.
 */
export function CompanyRoute({ path, render }: CompanyRouteProps) {
  const { selected, isLoading, error } = useSelectedCompany();
  const flags = useFactoringFlags();
  if (selected && flags) return <div key={selected.rut}>{render(selected.rut, routeAllowed(path, flags))}</div>;
  if (selected || isLoading) return <Spinner />;
  return (
    <div className="alert alert-warning" role="alert">
      {error ? error.message : 'No se ha seleccionado un factoring'}
    </div>
  );
}
