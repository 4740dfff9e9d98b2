import { Modal } from '@web/components/ui/modal';
import { useToast } from '@web/components/ui/toasts';
import { displayRut } from '@web/lib/format';
import { useUpdateFactoring } from '../api/update-factoring';
import { useRecesionarioForm } from '../hooks/use-recesionario-form';
import { RECESIONARIO_EDITADO_MESSAGE } from '../model/messages';
import type { Recesionario } from '@web/lib/recesionarios/recesionario';
import { RecesionarioFields } from './recesionario-fields';
import { ConfirmFooter } from '@web/components/ui/confirm-footer';

interface EditRecesionarioModalProps {
  rutFactoring: string;
  recesionario: Recesionario;
  onClose: () => void;
}

/**
 * 'Editando Recesionario' (core-platform §2): the row's fields with the RUT read-only, the same rules as the add form;
 * a success toasts 'El Recesionario se editó correctamente' and closes.
 */
export function EditRecesionarioModal({ rutFactoring, recesionario, onClose }: EditRecesionarioModalProps) {
  const toast = useToast();
  const update = useUpdateFactoring(rutFactoring);
  const { rut, razonSocial, direccion, email } = recesionario;
  const form = useRecesionarioForm(
    rutFactoring,
    async (fields) => {
      await update.mutateAsync(fields);
      toast('success', RECESIONARIO_EDITADO_MESSAGE);
      onClose();
    },
    { rut: displayRut(rut), razonSocial, direccion, email },
  );

  return (
    <Modal
      title="Editando Recesionario"
      onClose={onClose}
      footer={
        <ConfirmFooter onCancel={onClose} disabled={update.isPending} form="editar-recesionario-form">
          {update.isPending ? 'Guardando...' : 'Guardar'}
        </ConfirmFooter>
      }
    >
      <form id="editar-recesionario-form" onSubmit={form.onSubmit} noValidate>
        <RecesionarioFields
          idPrefix="editar"
          fields={form.fields}
          problems={form.problems}
          onChange={form.setField}
          rutReadOnly
          columnClass="col-12"
        />
        {form.error ? (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {form.error}
          </div>
        ) : null}
      </form>
    </Modal>
  );
}
