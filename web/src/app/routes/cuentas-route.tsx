import { CuentasPage } from '../../features/cuentas/components/cuentas-page';
import { useSession } from '../../lib/session/session-context';
import { useFactoringFlags } from '../../lib/company/factoring-flags';
import { TotpGate } from '../../components/two-factor/totp-gate';
import { CompanyRoute } from './company-route';

/**
 * '/cuentas', 'Crear cuenta' for the factoring selected in the header (core-platform §2), behind cuentas; a user
 * holding cuentas without TOTP gets the setup panel first. What the user may grant are its flags in that factoring;
 * the platform's administrator, acting as themself, also sees every factoring's usage.
 */
export function CuentasRoute() {
  const { state } = useSession();
  const flags = useFactoringFlags();
  if (state.status !== 'signedIn' || !flags) return null;
  const { username, userType, impersonatedBy } = state.user;
  const platformAdmin = userType === 'admin' && !impersonatedBy;
  return (
    <CompanyRoute
      path="/cuentas"
      render={(rutFactoring, allowed) => {
        const page = (
          <CuentasPage
            rutFactoring={rutFactoring}
            allowed={allowed}
            flags={flags}
            ownEmail={username}
            platformAdmin={platformAdmin}
          />
        );
        return allowed ? <TotpGate>{page}</TotpGate> : page;
      }}
    />
  );
}
