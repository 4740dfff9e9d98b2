import { useState } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { userMessage } from '@web/lib/api-error';
import { useFactorings } from '@web/lib/recesionarios/get-factorings';
import { RECESIONARIOS_FALLBACK_MESSAGE } from '../model/messages';
import type { Recesionario } from '@web/lib/recesionarios/recesionario';
import { AddRecesionarioCard } from './add-recesionario-card';
import { DeleteRecesionarioModal } from './delete-recesionario-modal';
import { EditRecesionarioModal } from './edit-recesionario-modal';
import { RecesionariosList } from './recesionarios-list';

interface RecesionariosPageProps {
  rutFactoring: string;
  /** The user holds cesionMasiva (core-platform §6); the server checks it again on every call. */
  allowed: boolean;
}

/** Which row a modal is open for. */
type Open = { kind: 'edit' | 'delete'; recesionario: Recesionario } | null;

/**
 * '/re-cesionarios', 'Re-Cesionarios' (core-platform §2, §5, §8): the banks and funds the factoring re-assigns
 * documents to. The add form, and the list with Editar ('Editando Recesionario', RUT read-only) and Borrar (typing
 * 'eliminar') per row; the mass cession screens offer the same recessionaries (factoringsToGive).
 */
export function RecesionariosPage({ rutFactoring, allowed }: RecesionariosPageProps) {
  const list = useFactorings(rutFactoring, allowed);
  const [open, setOpen] = useState<Open>(null);

  if (!allowed) {
    return (
      <div className="alert alert-warning" role="alert">
        Su usuario no tiene el permiso Cesión Masiva.
      </div>
    );
  }

  return (
    <section>
      <h1 className="h4 mb-3">Re-Cesionarios</h1>
      <AddRecesionarioCard rutFactoring={rutFactoring} />
      <div className="card">
        <div className="card-header">Recesionarios registrados</div>
        <div className="card-body">
          {list.isPending ? <Spinner /> : null}
          {list.isError ? (
            <div className="alert alert-danger mb-0" role="alert">
              {userMessage(list.error, RECESIONARIOS_FALLBACK_MESSAGE)}
            </div>
          ) : null}
          {list.isSuccess ? (
            <RecesionariosList
              recesionarios={list.data}
              onEdit={(recesionario) => setOpen({ kind: 'edit', recesionario })}
              onDelete={(recesionario) => setOpen({ kind: 'delete', recesionario })}
            />
          ) : null}
        </div>
      </div>
      {open?.kind === 'edit' ? (
        <EditRecesionarioModal
          rutFactoring={rutFactoring}
          recesionario={open.recesionario}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <DeleteRecesionarioModal
          rutFactoring={rutFactoring}
          recesionario={open.recesionario}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
