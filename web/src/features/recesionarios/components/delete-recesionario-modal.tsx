import { DeleteConfirmModal } from '@web/components/ui/delete-confirm-modal';
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
  const remove = useDeleteFactoring(rutFactoring);
  const { rut, razonSocial, direccion, email } = recesionario;
  return (
    <DeleteConfirmModal
      title="Eliminar Recesionario"
      mutation={remove}
      variables={{ rut, razonSocial, direccion, email }}
      successMessage={RECESIONARIO_ELIMINADO_MESSAGE}
      errorText={(failure) => userMessage(failure, RECESIONARIOS_FALLBACK_MESSAGE)}
      onClose={onClose}
    >
      <p>
        Se eliminará a <strong>{razonSocial}</strong> ({displayRut(rut)}) de sus recesionarios; ya no podrá elegirlo en
        una cesión masiva.
      </p>
    </DeleteConfirmModal>
  );
}
