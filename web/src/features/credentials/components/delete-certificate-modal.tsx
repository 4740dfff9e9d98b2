import { useState } from 'react';
import { ConfirmWordModal } from '@web/components/ui/confirm-word-modal';
import { useToast } from '@web/components/ui/toasts';
import { useDeleteCertificadoDigital } from '../api/delete-certificado-digital';
import { credentialErrorText } from '../model/error-text';

/**
 * Deletes the factoring's certificate after the word 'eliminar' is typed (core-platform §4 "Confirmation dialogs").
 */
export function DeleteCertificateModal({ rutFactoring, onClose }: { rutFactoring: string; onClose: () => void }) {
  const toast = useToast();
  const remove = useDeleteCertificadoDigital(rutFactoring);
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast('success', 'Se eliminó la firma digital');
        onClose();
      },
      onError: (failure) => setError(credentialErrorText(failure)),
    });
  return (
    <ConfirmWordModal
      title="Eliminar firma digital"
      word="eliminar"
      confirmLabel="Eliminar"
      busy={remove.isPending}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>Sin certificado digital la plataforma no podrá consultar el registro de cesiones del SII.</p>
    </ConfirmWordModal>
  );
}
