import type { ReactNode } from 'react';
import { useFactoringFlagsState } from '../../lib/company/factoring-flags';
import { useSession } from '../../lib/session/session-context';

/** Lead of the failure shown when GET /api/sesion could not give the selected factoring's flags. */
export const FLAGS_LOAD_FAILED = 'No fue posible cargar su sesión.';

/**
 * Shows `children` (the screen of the route) unless the selected factoring's flags could not be read: then, since
 * every screen waits for them, the failure in Spanish with the server's reason, 'Reintentar' (reads them again) and
 * 'Cerrar sesión'.
 */
export function FactoringFlagsGate({ children }: { children: ReactNode }) {
  const { error, retry } = useFactoringFlagsState();
  const { logout } = useSession();
  if (!error) return <>{children}</>;
  return (
    <div className="alert alert-danger" role="alert" data-testid="flags-load-failed">
      <p className="mb-1 fw-semibold">{FLAGS_LOAD_FAILED}</p>
      <p className="small">{error.message}</p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={retry}>
          Reintentar
        </button>
        <button type="button" className="btn btn-link btn-sm" onClick={() => void logout()}>
          Cerrar sesión
        </button>
      </div>
    </div>
  );
}
