import { useState } from 'react';
import { useTotpStatus } from '../../lib/two-factor/totp-status';
import { TOTP_MESSAGES } from '../../lib/two-factor/totp';
import { TotpSetupForm } from './totp-setup-form';

/**
 * The user settings' 'Verificación en dos pasos' (TOTP optional for every user): whether it is active,
 * and for a user without it a button that opens the setup form.
 */
export function TotpSettingsSection() {
  const status = useTotpStatus();
  const [open, setOpen] = useState(false);
  return (
    <section className="border-top pt-3 mt-3" aria-labelledby="totp-settings-title" data-testid="totp-settings">
      <h2 id="totp-settings-title" className="h6">
        {TOTP_MESSAGES.title}
      </h2>
      {status.isPending ? <p className="small text-muted">Cargando...</p> : null}
      {status.isError ? <p className="small text-danger">{TOTP_MESSAGES.statusFailed}</p> : null}
      {status.data === true ? <p className="small text-success mb-0">{TOTP_MESSAGES.active}</p> : null}
      {status.data === false ? (
        <>
          <p className="small text-muted">{TOTP_MESSAGES.inactive}</p>
          {open ? (
            <TotpSetupForm />
          ) : (
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setOpen(true)}>
              Activar
            </button>
          )}
        </>
      ) : null}
    </section>
  );
}
