import { useState, type FormEvent } from 'react';
import { TextField } from '@web/components/ui/text-field';
import { useToast } from '@web/components/ui/toasts';
import { errorText } from '@web/lib/session/error-text';
import { HttpError } from '@web/lib/rest/rest-get';
import { useSession } from '@web/lib/session/session-context';
import { startTotpSetup, useConfirmTotpSetup, type TotpSecret } from '../../lib/two-factor/enable-totp';
import { TotpQrCode } from './totp-qr-code';
import { readTotpCode } from '@domain/totp-code';
import { groupedSecret, TOTP_MESSAGES } from '../../lib/two-factor/totp';
import { SubmitButton } from '../ui/submit-button';

/**
 * The setup of an authenticator app: 'Configurar aplicación de autenticación' asks Cognito for a secret,
 * shown as a QR code, as text in groups of four and as an otpauth:// link; the app's 6-digit code confirms it and
 * enables TOTP through the server (lib/two-factor/enable-totp.ts). A wrong code keeps the form with the server's
 * message. The app names the account with the signed-in user's e-mail. `onEnabled` runs once TOTP is enabled (the
 * step-up then retries).
 */
export function TotpSetupForm({ onEnabled }: { onEnabled?: () => void } = {}) {
  const { state } = useSession();
  const accountName = state.status === 'signedIn' ? state.user.username : '';
  const toast = useToast();
  const confirm = useConfirmTotpSetup();
  const [secret, setSecret] = useState<TotpSecret | null>(null);
  const [starting, setStarting] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setError(null);
    setStarting(true);
    try {
      setSecret(await startTotpSetup(accountName));
    } catch (thrown) {
      setError(errorText(thrown));
    } finally {
      setStarting(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readTotpCode(typed);
    if ('problem' in read) return setError(read.problem);
    setError(null);
    confirm.mutate(read.code, {
      onSuccess: () => {
        toast('success', TOTP_MESSAGES.enabled);
        onEnabled?.();
      },
      onError: (thrown) => setError(thrown instanceof HttpError ? thrown.message : errorText(thrown)),
    });
  }

  const alert = error ? (
    <div className="alert alert-danger" role="alert">
      {error}
    </div>
  ) : null;
  if (!secret) {
    return (
      <div>
        {alert}
        <button type="button" className="btn btn-primary" onClick={() => void start()} disabled={starting}>
          {starting ? 'Cargando...' : TOTP_MESSAGES.start}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate data-testid="totp-setup">
      <TotpQrCode uri={secret.uri} />
      <p className="mb-1 fw-semibold">{TOTP_MESSAGES.secretLabel}</p>
      <p className="small text-muted mb-2">{TOTP_MESSAGES.secretHelp}</p>
      <p
        className="font-monospace fs-5 p-2 bg-body-secondary rounded user-select-all text-break"
        data-testid="totp-secret"
      >
        {groupedSecret(secret.secret)}
      </p>
      <p className="small">
        <a href={secret.uri}>{TOTP_MESSAGES.openInApp}</a>
      </p>
      <TextField
        id="totp-setup-code"
        label={TOTP_MESSAGES.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={typed}
        onValueChange={setTyped}
        className="mb-3 col-12 col-sm-6 col-md-4"
      />
      {alert}
      <SubmitButton busy={confirm.isPending}>{TOTP_MESSAGES.confirm}</SubmitButton>
    </form>
  );
}
