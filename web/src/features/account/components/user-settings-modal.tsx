import { useState, type FormEvent } from 'react';
import { updatePassword } from 'aws-amplify/auth';
import { newPasswordProblem, SETTINGS_PASSWORD_CHANGED_MESSAGE } from '@domain/account/new-password';
import { Modal } from '@web/components/ui/modal';
import { TextField } from '@web/components/ui/text-field';
import { useToast } from '@web/components/ui/toasts';
import { errorText } from '@web/lib/session/error-text';
import { TotpSettingsSection } from '@web/components/two-factor/totp-settings-section';
import { NewPasswordField } from '@web/components/ui/new-password-field';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { CancelSubmitRow } from '@web/components/ui/cancel-submit-row';

/** Shown when the current password is left empty (Cognito ChangePassword needs it). */
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Debes ingresar tu contraseña actual';

/**
 * The user settings modal of the header (core-platform §2 "Shell"): the user's e-mail, the current password and a new
 * one checked by the §5 rules (with the 10-character generator). Saving calls Cognito ChangePassword for the signed-in
 * user (Amplify updatePassword, with its access token); success closes the modal with 'La clave se modificó
 * exitosamente' (§8), a refusal (wrong current password, pool policy) stays open with the provider's message. Below,
 * the optional 'Verificación en dos pasos' (TOTP).
 */
export function UserSettingsModal({ username, onClose }: { username: string; onClose: () => void }) {
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const rule = newPasswordProblem(password);
    setProblem(rule);
    if (!current) return setError(CURRENT_PASSWORD_REQUIRED_MESSAGE);
    if (rule) return;
    setSaving(true);
    try {
      await updatePassword({ oldPassword: current, newPassword: password });
      toast('success', SETTINGS_PASSWORD_CHANGED_MESSAGE);
      onClose();
    } catch (thrown) {
      setError(errorText(thrown));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal title="Configuración de usuario" onClose={onClose}>
      <form onSubmit={save} noValidate>
        <p className="text-muted small mb-3">
          Usuario: <strong>{username}</strong>
        </p>
        <TextField
          id="settings-current-password"
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          value={current}
          onValueChange={setCurrent}
        />
        <NewPasswordField id="settings-new-password" value={password} onValueChange={setPassword} error={problem} />
        <ErrorAlert error={error} />
        <CancelSubmitRow onCancel={onClose} busy={saving}>
          Cambiar contraseña
        </CancelSubmitRow>
      </form>
      <TotpSettingsSection />
    </Modal>
  );
}
