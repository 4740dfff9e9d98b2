import { useState, type FormEvent } from 'react';
import { newPasswordProblem } from '@domain/account/new-password';
import { CancelSubmitRow } from '@web/components/ui/cancel-submit-row';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Modal } from '@web/components/ui/modal';
import { NewPasswordField } from '@web/components/ui/new-password-field';
import { useToast } from '@web/components/ui/toasts';
import { userMessage } from '@web/lib/api-error';
import { useSetTemporaryPassword } from '../api/set-temporary-password';
import type { Account } from '../model/account';
import { CUENTAS_MESSAGES } from '../model/messages';

interface TemporaryPasswordModalProps {
  rutFactoring: string;
  account: Account;
  onClose: () => void;
}

/**
 * 'Cambiar clave' of an account (core-platform §7 editPassUser): a temporary password checked by the §5 rules (12
 * characters with a digit, with 'Generar'); the user must choose a new one at the next sign-in. Success toasts 'Clave
 * actualizada con exito!' (§8) and closes; a refusal of the server is shown in the dialog.
 */
export function TemporaryPasswordModal({ rutFactoring, account, onClose }: TemporaryPasswordModalProps) {
  const toast = useToast();
  const setPassword = useSetTemporaryPassword(rutFactoring);
  const [password, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const rule = newPasswordProblem(password);
    setProblem(rule);
    if (rule) return;
    setPassword.mutate(
      { email: account.email, password },
      {
        onSuccess: () => {
          toast('success', CUENTAS_MESSAGES.passwordSet);
          onClose();
        },
        onError: (failure) => setError(userMessage(failure, 'No se pudo cambiar la clave')),
      },
    );
  }

  return (
    <Modal title="Cambiar clave" onClose={onClose}>
      <form onSubmit={save} noValidate>
        <p className="mb-2">
          <strong>{account.email}</strong>
        </p>
        <p className="text-muted small">Es una clave temporal: el usuario deberá cambiarla al ingresar.</p>
        <NewPasswordField id="clave-temporal" value={password} onValueChange={setValue} error={problem} />
        <ErrorAlert error={error} />
        <CancelSubmitRow onCancel={onClose} busy={setPassword.isPending}>
          Cambiar clave
        </CancelSubmitRow>
      </form>
    </Modal>
  );
}
