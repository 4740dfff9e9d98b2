import { useMemo } from 'react';
import type { SessionUser } from '../features/auth/session-user';
import { CompanyProvider } from '../features/company/company-context';
import { EventoBackSubscription } from '../features/realtime/evento-back-subscription';
import { RequireSession } from './guards/require-session';
import { AppShell } from './shell/app-shell';

function CompanyScopedShell({ user }: { user: SessionUser }) {
  const ownCompany = useMemo(
    () => (user.rutCesionario ? { rut: user.rutCesionario, razonSocial: user.rznSocCesionario ?? '' } : null),
    [user.rutCesionario, user.rznSocCesionario],
  );
  return (
    <CompanyProvider username={user.username} ownCompany={ownCompany}>
      <EventoBackSubscription />
      <AppShell user={user} />
    </CompanyProvider>
  );
}

/** Layout route of every screen but '/': signed-in guard, selected-factoring context, the eventoBack subscription and the shell. */
export function SignedInLayout() {
  return <RequireSession>{(user) => <CompanyScopedShell user={user} />}</RequireSession>;
}
