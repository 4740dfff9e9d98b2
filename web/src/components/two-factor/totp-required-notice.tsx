import { TOTP_MESSAGES } from '../../lib/two-factor/totp';
import { TotpSetupForm } from './totp-setup-form';

/**
 * Why an accounts action is closed to a user holding cuentas without TOTP and the setup that opens it. Used wherever a
 * cuentas operation lives: the 'Cuentas' screen (the server's refusal, word for word), Cartera's limits (`required`
 * names the limits).
 */
export function TotpRequiredNotice({
  statusFailed = false,
  required = TOTP_MESSAGES.requiredForCuentas,
}: {
  statusFailed?: boolean;
  required?: string;
}) {
  return (
    <div data-testid="totp-required-notice">
      <div className="alert alert-warning" role="alert">
        {statusFailed ? TOTP_MESSAGES.statusFailed : required}
      </div>
      <TotpSetupForm />
    </div>
  );
}
