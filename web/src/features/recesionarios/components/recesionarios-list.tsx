import { useMediaQuery, WIDE_LAYOUT_QUERY } from '@web/components/ui/use-media-query';
import { displayRut } from '@web/lib/format';
import { SIN_RECESIONARIOS_MESSAGE } from '../model/messages';
import type { Recesionario } from '@web/lib/recesionarios/recesionario';

interface RecesionariosListProps {
  recesionarios: Recesionario[];
  onEdit: (recesionario: Recesionario) => void;
  onDelete: (recesionario: Recesionario) => void;
}

/** The row's Editar and Borrar buttons, named with the razón social for screen readers. */
function RowActions({
  recesionario,
  onEdit,
  onDelete,
}: { recesionario: Recesionario } & Omit<RecesionariosListProps, 'recesionarios'>) {
  return (
    <div className="d-flex gap-2 justify-content-end">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        aria-label={`Editar ${recesionario.razonSocial}`}
        onClick={() => onEdit(recesionario)}
      >
        Editar
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        aria-label={`Borrar ${recesionario.razonSocial}`}
        onClick={() => onDelete(recesionario)}
      >
        Borrar
      </button>
    </div>
  );
}

/**
 * The factoring's recessionaries (core-platform §2): RUT, razón social, dirección and e-mail with Editar and Borrar
 * per row, a table from the md breakpoint and stacked cards below it; 'No hay cuentas registradas' when there are none.
 */
export function RecesionariosList({ recesionarios, onEdit, onDelete }: RecesionariosListProps) {
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  if (recesionarios.length === 0) {
    return (
      <p className="text-muted text-center my-4" data-testid="recesionarios-empty">
        {SIN_RECESIONARIOS_MESSAGE}
      </p>
    );
  }
  if (!wide) {
    return (
      <ul className="list-unstyled mb-0">
        {recesionarios.map((recesionario) => (
          <li
            key={recesionario.rut}
            className="border rounded p-2 mb-2"
            data-testid="recesionario-row"
            data-rut={recesionario.rut}
          >
            <div className="fw-semibold">{recesionario.razonSocial}</div>
            <div className="small text-muted">{displayRut(recesionario.rut)}</div>
            <div className="small text-break">{recesionario.direccion}</div>
            <div className="small text-break mb-2">{recesionario.email}</div>
            <RowActions recesionario={recesionario} onEdit={onEdit} onDelete={onDelete} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="table-responsive">
      <table className="table table-sm table-hover align-middle mb-0">
        <thead className="table-light">
          <tr>
            <th scope="col">Rut</th>
            <th scope="col">Razón social</th>
            <th scope="col">Dirección</th>
            <th scope="col">Email</th>
            <th scope="col" className="text-end">
              Opciones
            </th>
          </tr>
        </thead>
        <tbody>
          {recesionarios.map((recesionario) => (
            <tr key={recesionario.rut} data-testid="recesionario-row" data-rut={recesionario.rut}>
              <td className="text-nowrap">{displayRut(recesionario.rut)}</td>
              <td>{recesionario.razonSocial}</td>
              <td>{recesionario.direccion}</td>
              <td>{recesionario.email}</td>
              <td className="text-nowrap">
                <RowActions recesionario={recesionario} onEdit={onEdit} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
