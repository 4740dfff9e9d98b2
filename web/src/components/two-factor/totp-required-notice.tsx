import { TOTP_MESSAGES } from '../../lib/two-factor/totp';
import { TotpSetupForm } from './totp-setup-form';

/**
 * Why an accounts action is closed to a user holding cuentas without TOTP (the server's refusal, word for word) and the
 * setup that opens it. Used wherever a cuentas operation lives: the 'Cuentas' screen, Cartera's limits.
 */
export function TotpRequiredNotice({ statusFailed = false }: { statusFailed?: boolean }) {
  return (
    <div data-testid="totp-required-notice">
      <div className="alert alert-warning" role="alert">
        {statusFailed ? TOTP_MESSAGES.statusFailed : TOTP_MESSAGES.requiredForCuentas}
      </div>
      <TotpSetupForm />
    </div>
  );
}
