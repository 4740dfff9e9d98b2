import type { ReactNode } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { useTotpStatus } from '../../lib/two-factor/totp-status';
import { TOTP_MESSAGES } from '../../lib/two-factor/totp';
import { TotpRequiredNotice } from './totp-required-notice';

/**
 * Shows `children` (an accounts screen) only once the signed-in user has TOTP enabled; until then, the setup panel in
 * its place, since every accounts operation would be refused (lambdas/access/second-factor.ts).
 */
export function TotpGate({ children }: { children: ReactNode }) {
  const status = useTotpStatus();
  if (status.isPending) return <Spinner />;
  if (status.data === true) return <>{children}</>;
  return (
    <section data-testid="totp-required">
      <h1 className="h4 mb-3">{TOTP_MESSAGES.title}</h1>
      <div className="card">
        <div className="card-body">
          <p>{TOTP_MESSAGES.intro}</p>
          <TotpRequiredNotice statusFailed={status.isError} />
        </div>
      </div>
    </section>
  );
}
