import { DeleteConfirmModal } from '@web/components/ui/delete-confirm-modal';
import { useDeleteCertificadoDigital } from '../api/delete-certificado-digital';
import { credentialErrorText } from '../model/error-text';

/**
 * Deletes the factoring's certificate after the word 'eliminar' is typed (core-platform §4 "Confirmation dialogs").
 */
export function DeleteCertificateModal({ rutFactoring, onClose }: { rutFactoring: string; onClose: () => void }) {
  const remove = useDeleteCertificadoDigital(rutFactoring);
  return (
    <DeleteConfirmModal
      title="Eliminar firma digital"
      mutation={remove}
      variables={undefined}
      successMessage="Se eliminó la firma digital"
      errorText={credentialErrorText}
      onClose={onClose}
    >
      <p>Sin certificado digital la plataforma no podrá consultar el registro de cesiones del SII.</p>
    </DeleteConfirmModal>
  );
}
