import { useMemo, type ReactNode } from 'react';
import type { SessionUser } from '../lib/session/session-user';
import { CompanyProvider } from '../lib/company/company-context';
import { ImpersonationGate } from '../features/impersonation/components/impersonation-gate';

function CompanyScopedUser({ user, children }: { user: SessionUser; children: (user: SessionUser) => ReactNode }) {
  const ownCompany = useMemo(
    () => (user.rutCesionario ? { rut: user.rutCesionario, razonSocial: user.rznSocCesionario ?? '' } : null),
    [user.rutCesionario, user.rznSocCesionario],
  );
  return (
    <CompanyProvider username={user.username} ownCompany={ownCompany}>
      {children(user)}
    </CompanyProvider>
  );
}

/**
 * The user the signed-in screens are for (an administrator may see as another, ImpersonationGate) and its
 * selected-factoring context, restarted when that user changes; renders `children` with that user.
 */
export function CompanyScope({ user, children }: { user: SessionUser; children: (shown: SessionUser) => ReactNode }) {
  return (
    <ImpersonationGate user={user}>
      {(shown) => (
        <CompanyScopedUser key={shown.username} user={shown}>
          {children}
        </CompanyScopedUser>
      )}
    </ImpersonationGate>
  );
}
