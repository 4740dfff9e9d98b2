import { EventoBackSubscription } from './realtime/evento-back-subscription';
import { RequireSession } from './guards/require-session';
import { AppShell } from './shell/app-shell';
import { TotpStepUpDialog } from '../components/two-factor/totp-step-up-dialog';
import { CompanyScope } from './company-scope';

/**
 * Layout route of every screen but '/': signed-in guard, the user the screens are for (an administrator may see as
 * another), selected-factoring context, the eventoBack subscription, the TOTP step-up dialog and the shell.
 */
export function SignedInLayout() {
  return (
    <RequireSession>
      {(user) => (
        <CompanyScope user={user}>
          {(shown) => (
            <>
              <EventoBackSubscription />
              <TotpStepUpDialog />
              <AppShell user={shown} />
            </>
          )}
        </CompanyScope>
      )}
    </RequireSession>
  );
}
