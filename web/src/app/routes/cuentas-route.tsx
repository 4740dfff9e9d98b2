import { CuentasPage } from '../../features/cuentas/components/cuentas-page';
import { useSession } from '../../features/auth/session-context';
import { CompanyRoute } from './company-route';

/** '/cuentas', 'Crear cuenta' for the factoring selected in the header (core-platform §2), behind cuentas. */
export function CuentasRoute() {
  const { state } = useSession();
  if (state.status !== 'signedIn') return null;
  const { flags, username } = state.user;
  return (
    <CompanyRoute
      path="/cuentas"
      render={(rutFactoring, allowed) => <CuentasPage rutFactoring={rutFactoring} allowed={allowed} flags={flags} ownEmail={username} />}
    />
  );
}
