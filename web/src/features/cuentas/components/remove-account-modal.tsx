import type { ReactNode } from 'react';
import { DeleteConfirmModal } from '@web/components/ui/delete-confirm-modal';
import { userMessage } from '@web/lib/api-error';
import { useUserMutation, type UserMutation } from '../api/user-mutation';
import type { Account } from '../model/account';
import { CUENTAS_MESSAGES } from '../model/messages';

/** How an account leaves the factoring: deleted (an account of its own) or unlinked (one linked from another). */
type AccountRemoval = 'delete' | 'unlink';

const REMOVALS: Record<
  AccountRemoval,
  {
    field: UserMutation;
    title: string;
    word: { typed: string; label: string };
    success: string;
    failed: string;
    text: (email: string) => ReactNode;
  }
> = {
  delete: {
    field: 'deleteUser',
    title: 'Eliminar usuario',
    word: { typed: 'eliminar', label: 'Eliminar' },
    success: CUENTAS_MESSAGES.deleted,
    failed: 'No se pudo eliminar el usuario',
    text: (email) => (
      <>
        Se eliminará la cuenta <strong>{email}</strong>; ya no podrá ingresar a la plataforma.
      </>
    ),
  },
  unlink: {
    field: 'unlinkUser',
    title: 'Desvincular usuario',
    word: { typed: 'desvincular', label: 'Desvincular' },
    success: CUENTAS_MESSAGES.unlinked,
    failed: 'No se pudo desvincular el usuario',
    text: (email) => (
      <>
        La cuenta <strong>{email}</strong> dejará de tener acceso a este factoring y se cerrarán sus sesiones; seguirá
        activa en los otros factorings a los que pertenece.
      </>
    ),
  },
};

interface RemoveAccountModalProps {
  rutFactoring: string;
  account: Account;
  removal: AccountRemoval;
  onClose: () => void;
}

/**
 * Deletes an account after the word 'eliminar' is typed, or unlinks an account of another factoring after
 * 'desvincular' (core-platform §2, §4 "Confirmation dialogs"): unlinked, its permissions here are removed and its
 * sessions end while it stays in its other factorings. A success toasts 'Se eliminó al usuario exitosamente' or 'Se
 * desvinculó al usuario exitosamente' and closes; a refusal (e.g. one's own account) is shown in the dialog.
 */
export function RemoveAccountModal({ rutFactoring, account, removal, onClose }: RemoveAccountModalProps) {
  const texts = REMOVALS[removal];
  const mutation = useUserMutation(rutFactoring, texts.field);
  return (
    <DeleteConfirmModal
      title={texts.title}
      mutation={mutation}
      variables={{ email: account.email }}
      successMessage={texts.success}
      errorText={(failure) => userMessage(failure, texts.failed)}
      onClose={onClose}
      word={texts.word}
    >
      <p>{texts.text(account.email)}</p>
    </DeleteConfirmModal>
  );
}
