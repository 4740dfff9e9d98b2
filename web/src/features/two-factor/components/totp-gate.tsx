import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useTotpStatus } from '../api/totp-status';
import { TOTP_MESSAGES } from '../model/totp';
import { TotpSetupForm } from './totp-setup-form';

/**
 * Shows `children` (an accounts screen) only once the signed-in user has TOTP enabled; until then, the setup panel in
 * its place, since every accounts operation would be refused (issue 16 §5, lambdas/platform/second-factor.ts).
 * @param accountName the user's e-mail, the account name the authenticator app shows.
 */
export function TotpGate({ accountName, children }: { accountName: string; children: ReactNode }) {
  const status = useTotpStatus();
  if (status.isPending) return <Spinner />;
  if (status.data === true) return <>{children}</>;
  return (
    <section data-testid="totp-required">
      <h1 className="h4 mb-3">{TOTP_MESSAGES.title}</h1>
      <div className="card">
        <div className="card-body">
          <div className="alert alert-warning" role="alert">
            {status.isError ? TOTP_MESSAGES.statusFailed : TOTP_MESSAGES.requiredForCuentas}
          </div>
          <p>{TOTP_MESSAGES.intro}</p>
          <TotpSetupForm accountName={accountName} />
        </div>
      </div>
    </section>
  );
}
