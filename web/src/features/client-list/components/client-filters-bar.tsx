import type { RegisteredUser } from '../api/get-registered-users';
import type { ClientFilters } from '../model/client-filters';
import { SelectField } from '@web/components/ui/select-field';

interface ClientFiltersBarProps {
  filters: ClientFilters;
  onChange: (filters: ClientFilters) => void;
  /** carteraEjecutivos '1': shows the executive filter and the pending checkbox (client-radar.md §6). */
  withEjecutivos: boolean;
  users: readonly RegisteredUser[];
}

/** The client filter text box, and with carteraEjecutivos the executive filter and 'pending assignment only'. */
export function ClientFiltersBar({ filters, onChange, withEjecutivos, users }: ClientFiltersBarProps) {
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end">
      <div>
        <label htmlFor="client-list-text" className="form-label small mb-1">
          Cliente
        </label>
        <input
          id="client-list-text"
          className="form-control form-control-sm"
          placeholder="Buscar por RUT o razón social"
          value={filters.text}
          onChange={(e) => onChange({ ...filters, text: e.target.value })}
        />
      </div>
      {withEjecutivos ? (
        <>
          <SelectField
            id="client-list-ejecutivo"
            label="Ejecutivo"
            value={filters.ejecutivo}
            onValueChange={(value) => onChange({ ...filters, ejecutivo: value })}
            labelClassName="form-label small mb-1"
            small
          >
            <option value="">Todos</option>
            {users.map((user) => (
              <option key={user.email} value={user.email}>
                {user.nombre || user.email}
              </option>
            ))}
          </SelectField>
          <div className="form-check mb-1">
            <input
              id="client-list-pending"
              type="checkbox"
              className="form-check-input"
              checked={filters.pendingOnly}
              onChange={(e) => onChange({ ...filters, pendingOnly: e.target.checked })}
            />
            <label htmlFor="client-list-pending" className="form-check-label small">
              Solo pendientes de asignación
            </label>
          </div>
        </>
      ) : null}
    </div>
  );
}
