import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session/session-context';
import { useSelectedCompany } from '../../lib/company/company-context';
import { routeAllowed } from './route-permission';

interface CompanyRouteProps {
  path: string;
  /** Renders the screen for the selected factoring; `allowed` is the route's permission rule (core-platform §6). */
  render: (rutFactoring: string, allowed: boolean) => ReactNode;
}

/**
 * A screen that acts for the factoring selected in the header: keyed by its rut so the screen restarts
 * when the selection changes; a spinner while the factorings load; a warning when there is none.
 */
export function CompanyRoute({ path, render }: CompanyRouteProps) {
  const { selected, isLoading, error } = useSelectedCompany();
  const { state } = useSession();
  const allowed = state.status === 'signedIn' && routeAllowed(path, state.user.flags);
  if (selected) return <div key={selected.rut}>{render(selected.rut, allowed)}</div>;
  if (isLoading) return <Spinner />;
  return (
    <div className="alert alert-warning" role="alert">
      {error ? error.message : 'No se ha seleccionado un factoring'}
    </div>
  );
}
