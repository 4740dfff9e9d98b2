import { useMemo } from 'react';
import type { SessionUser } from '../lib/session/session-user';
import { CompanyProvider } from '../lib/company/company-context';
import { ImpersonationGate } from '../features/impersonation/components/impersonation-gate';
import { EventoBackSubscription } from './realtime/evento-back-subscription';
import { RequireSession } from './guards/require-session';
import { AppShell } from './shell/app-shell';
import { TotpStepUpDialog } from '../components/two-factor/totp-step-up-dialog';

function CompanyScopedShell({ user }: { user: SessionUser }) {
  const ownCompany = useMemo(
    () => (user.rutCesionario ? { rut: user.rutCesionario, razonSocial: user.rznSocCesionario ?? '' } : null),
    [user.rutCesionario, user.rznSocCesionario],
  );
  return (
    <CompanyProvider username={user.username} ownCompany={ownCompany}>
      <EventoBackSubscription />
      <TotpStepUpDialog />
      <AppShell user={user} />
    </CompanyProvider>
  );
}

/**
 * Layout route of every screen but '/': signed-in guard, the user the screens are for (an administrator may see as
 * another), selected-factoring context, the eventoBack subscription, the TOTP step-up dialog and the shell.
 */
export function SignedInLayout() {
  return (
    <RequireSession>
      {(user) => (
        <ImpersonationGate user={user}>
          {(shown) => <CompanyScopedShell key={shown.username} user={shown} />}
        </ImpersonationGate>
      )}
    </RequireSession>
  );
}
