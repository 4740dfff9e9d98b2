import { useState } from 'react';
import { ConfirmWordModal } from '@web/components/ui/confirm-word-modal';
import { useToast } from '@web/components/ui/toasts';
import { userMessage } from '@web/lib/api-error';
import { useUserMutation } from '../api/user-mutation';
import type { Account } from '../model/account';
import { CUENTAS_MESSAGES } from '../model/messages';

interface DeleteAccountModalProps {
  rutFactoring: string;
  account: Account;
  onClose: () => void;
}

/**
 * Deletes an account after the word 'eliminar' is typed (core-platform §2, §4 "Confirmation dialogs"); a success toasts
 * 'Se eliminó al usuario exitosamente' and closes, a refusal (e.g. one's own account) is shown in the dialog.
 */
export function DeleteAccountModal({ rutFactoring, account, onClose }: DeleteAccountModalProps) {
  const toast = useToast();
  const remove = useUserMutation(rutFactoring, 'deleteUser');
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    remove.mutate(
      { email: account.email },
      {
        onSuccess: () => {
          toast('success', CUENTAS_MESSAGES.deleted);
          onClose();
        },
        onError: (failure) => setError(userMessage(failure, 'No se pudo eliminar el usuario')),
      },
    );
  return (
    <ConfirmWordModal
      title="Eliminar usuario"
      word="eliminar"
      confirmLabel="Eliminar"
      busy={remove.isPending}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        Se eliminará la cuenta <strong>{account.email}</strong>; ya no podrá ingresar a la plataforma.
      </p>
    </ConfirmWordModal>
  );
}
