import { DeleteConfirmModal } from '@web/components/ui/delete-confirm-modal';
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
  const remove = useUserMutation(rutFactoring, 'deleteUser');
  return (
    <DeleteConfirmModal
      title="Eliminar usuario"
      mutation={remove}
      variables={{ email: account.email }}
      successMessage={CUENTAS_MESSAGES.deleted}
      errorText={(failure) => userMessage(failure, 'No se pudo eliminar el usuario')}
      onClose={onClose}
    >
      <p>
        Se eliminará la cuenta <strong>{account.email}</strong>; ya no podrá ingresar a la plataforma.
      </p>
    </DeleteConfirmModal>
  );
}
