import { useState, type ReactNode } from 'react';
import { ConfirmWordModal } from './confirm-word-modal';
import { useToast } from './toasts';

/** The part of a mutation hook's result the dialog runs: mutate with callbacks, and whether it is running. */
export interface DeleteMutation<V> {
  mutate: (variables: V, callbacks: { onSuccess: () => void; onError: (failure: Error) => void }) => void;
  isPending: boolean;
}

interface DeleteConfirmModalProps<V> {
  title: string;
  /** What will be deleted, shown above the field. */
  children: ReactNode;
  mutation: DeleteMutation<V>;
  variables: V;
  /** Toasted once the deletion succeeds. */
  successMessage: string;
  /** Why a refused deletion failed, shown in the dialog. */
  errorText: (failure: Error) => string;
  onClose: () => void;
  /** The word to type and the confirm button's text, for a removal that is not a deletion; 'eliminar' by default. */
  word?: { typed: string; label: string };
}

/**
 * Deletes something after the word 'eliminar' (or `word`) is typed (core-platform §4 "Confirmation dialogs"): a
 * success toasts `successMessage` and closes, a refusal is shown in the dialog.
 */
export function DeleteConfirmModal<V>({
  title,
  children,
  mutation,
  variables,
  successMessage,
  errorText,
  onClose,
  word = { typed: 'eliminar', label: 'Eliminar' },
}: DeleteConfirmModalProps<V>) {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    mutation.mutate(variables, {
      onSuccess: () => {
        toast('success', successMessage);
        onClose();
      },
      onError: (failure) => setError(errorText(failure)),
    });
  return (
    <ConfirmWordModal
      title={title}
      word={word.typed}
      confirmLabel={word.label}
      busy={mutation.isPending}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      {children}
    </ConfirmWordModal>
  );
}
