import { useState } from 'react';
import { ConfirmWordModal } from '@web/components/ui/confirm-word-modal';
import { useToast } from '@web/components/ui/toasts';
import { userMessage } from '@web/lib/api-error';
import { displayRut } from '@web/lib/format';
import { useDeleteFactoring } from '../api/delete-factoring';
import { RECESIONARIO_ELIMINADO_MESSAGE, RECESIONARIOS_FALLBACK_MESSAGE } from '../model/messages';
import type { Recesionario } from '@web/lib/recesionarios/recesionario';

interface DeleteRecesionarioModalProps {
  rutFactoring: string;
  recesionario: Recesionario;
  onClose: () => void;
}

/**
 * Deletes a recessionary after the word 'eliminar' is typed (core-platform §2, §4 "Confirmation dialogs"); a success
 * toasts 'Se eliminó al recesionario exitósamente' and closes, a refusal shows why.
 */
export function DeleteRecesionarioModal({ rutFactoring, recesionario, onClose }: DeleteRecesionarioModalProps) {
  const toast = useToast();
  const remove = useDeleteFactoring(rutFactoring);
  const [error, setError] = useState<string | null>(null);
  const { rut, razonSocial, direccion, email } = recesionario;
  const confirm = () =>
    remove.mutate(
      { rut, razonSocial, direccion, email },
      {
        onSuccess: () => {
          toast('success', RECESIONARIO_ELIMINADO_MESSAGE);
          onClose();
        },
        onError: (failure) => setError(userMessage(failure, RECESIONARIOS_FALLBACK_MESSAGE)),
      },
    );
  return (
    <ConfirmWordModal
      title="Eliminar Recesionario"
      word="eliminar"
      confirmLabel="Eliminar"
      busy={remove.isPending}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        Se eliminará a <strong>{razonSocial}</strong> ({displayRut(rut)}) de sus recesionarios; ya no podrá elegirlo en
        una cesión masiva.
      </p>
    </ConfirmWordModal>
  );
}
