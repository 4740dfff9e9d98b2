import { useToast } from '@web/components/ui/toasts';
import { useCreateFactoring } from '../api/create-factoring';
import { useRecesionarioForm } from '../hooks/use-recesionario-form';
import { RECESIONARIO_CREADO_MESSAGE } from '../model/messages';
import { RecesionarioFields } from './recesionario-fields';

/**
 * The add form of 'Re-Cesionarios' (core-platform §2, §5): rut, razón social, dirección and e-mail, checked before
 * sending; a success toasts 'Se agrego el Recesionario exitósamente' and clears the form, a refusal keeps what was
 * typed and shows why.
 */
export function AddRecesionarioCard({ rutFactoring }: { rutFactoring: string }) {
  const toast = useToast();
  const create = useCreateFactoring(rutFactoring);
  const form = useRecesionarioForm(rutFactoring, async (fields) => {
    await create.mutateAsync(fields);
    toast('success', RECESIONARIO_CREADO_MESSAGE);
    form.reset();
  });

  return (
    <div className="card mb-3">
      <div className="card-header">Agregar Recesionario</div>
      <div className="card-body">
        <form onSubmit={form.onSubmit} noValidate data-testid="recesionario-form">
          <RecesionarioFields
            idPrefix="nuevo"
            fields={form.fields}
            problems={form.problems}
            onChange={form.setField}
            columnClass="col-12 col-md-6 col-xl-3"
          />
          {form.error ? (
            <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="recesionario-error">
              {form.error}
            </div>
          ) : null}
          <button type="submit" className="btn btn-primary mt-3" disabled={create.isPending}>
            {create.isPending ? 'Agregando...' : 'Agregar'}
          </button>
        </form>
      </div>
    </div>
  );
}
