import { useState, type FormEvent } from 'react';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { Modal } from '@web/components/ui/modal';
import { TextField } from '@web/components/ui/text-field';
import { useToast } from '@web/components/ui/toasts';
import { errorText } from '@web/lib/session/error-text';
import { EMPTY_FIELDS_MESSAGE } from './login-form';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { CancelSubmitRow } from '@web/components/ui/cancel-submit-row';
import { SubmitButton } from '@web/components/ui/submit-button';

/** Shown when the new password and its confirmation differ (core-platform §5 recovery rule). */
export const PASSWORDS_DIFFER_MESSAGE = 'Las contraseñas no coinciden';
/** Success toast of core-platform §8 "Password change success". */
export const PASSWORD_CHANGED_MESSAGE = 'Clave actualizada con exito!';

/**
 * Password recovery of core-platform §2/§4 with Cognito's forgot-password flow: step 1 asks for the
 * e-mail ('Confirmar email', which sends the code); step 2 asks for the code, the new password and its
 * confirmation with a show-password toggle ('Cambiar Contrasena' / 'Cancelar'). Success closes the modal
 * (the parent unmounts it, which resets it) and shows a success toast.
 */
export function RecoveryModal({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setError(null);
    setLoading(true);
    try {
      await action();
    } catch (thrown) {
      setError(errorText(thrown));
    } finally {
      setLoading(false);
    }
  }

  function confirmEmail(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError(EMPTY_FIELDS_MESSAGE);
    void run(async () => {
      await resetPassword({ username: email.trim() });
      setStep('code');
    });
  }

  function changePassword(event: FormEvent) {
    event.preventDefault();
    if (!code.trim() || !newPassword) return setError(EMPTY_FIELDS_MESSAGE);
    if (newPassword !== confirmation) return setError(PASSWORDS_DIFFER_MESSAGE);
    void run(async () => {
      await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword });
      toast('success', PASSWORD_CHANGED_MESSAGE);
      onClose();
    });
  }

  const passwordType = showPassword ? 'text' : 'password';
  return (
    <Modal title="Recuperar Contrasena" onClose={onClose}>
      {step === 'email' ? (
        <form onSubmit={confirmEmail} noValidate>
          <TextField id="recovery-email" label="Email" type="email" value={email} onValueChange={setEmail} />
          <ErrorAlert error={error} />
          <SubmitButton busy={loading}>Confirmar email</SubmitButton>
        </form>
      ) : (
        <form onSubmit={changePassword} noValidate>
          <TextField
            id="recovery-code"
            label="Código"
            autoComplete="one-time-code"
            value={code}
            onValueChange={setCode}
          />
          <TextField
            id="recovery-password"
            label="Nueva contraseña"
            type={passwordType}
            autoComplete="new-password"
            value={newPassword}
            onValueChange={setNewPassword}
          />
          <TextField
            id="recovery-confirmation"
            label="Confirmar contraseña"
            type={passwordType}
            autoComplete="new-password"
            value={confirmation}
            onValueChange={setConfirmation}
          />
          <div className="form-check mb-3">
            <input
              id="recovery-show"
              type="checkbox"
              className="form-check-input"
              checked={showPassword}
              onChange={(e) => setShowPassword(e.target.checked)}
            />
            <label htmlFor="recovery-show" className="form-check-label">
              Mostrar contraseña
            </label>
          </div>
          <ErrorAlert error={error} />
          <CancelSubmitRow onCancel={onClose} busy={loading}>
            Cambiar Contrasena
          </CancelSubmitRow>
        </form>
      )}
    </Modal>
  );
}
