import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@web/components/ui/use-dismiss';

/** A factoring that can be chosen: rutCesionario and its name. */
export interface FactoringOption {
  id: string;
  name: string;
}

interface FactoringMultiSelectProps {
  options: readonly FactoringOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/**
 * The Cesiones list's factoring filter (client-detail.md §2 "Factoring multi-select with search"): a button naming
 * the choice ('Todos los factorings' when none is chosen) opening a panel with a search box (name or RUT,
 * case-insensitive) and one checkbox per factoring; Limpiar clears the choice. Escape or a press outside closes it.
 */
export function FactoringMultiSelect({ options, selected, onChange }: FactoringMultiSelectProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);
  const needle = search.trim().toLowerCase();
  const shown = options.filter(
    (option) => needle === '' || option.name.toLowerCase().includes(needle) || option.id.includes(needle),
  );
  const toggle = (value: string) =>
    onChange(
      selected.includes(value)
        ? selected.filter((chosen) => chosen !== value)
        : options.filter((o) => o.id === value || selected.includes(o.id)).map((o) => o.id),
    );
  const label =
    selected.length === 0
      ? 'Todos los factorings'
      : selected.length === 1
        ? (options.find((option) => option.id === selected[0])?.name ?? '1 factoring')
        : `${selected.length} factorings`;

  return (
    <div className="position-relative" ref={root}>
      <span className="form-label small mb-0 d-block" id={`${id}-label`}>
        Factoring
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary dropdown-toggle text-truncate"
        style={{ maxWidth: '16rem' }}
        aria-haspopup="true"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-button`}
        id={`${id}-button`}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open ? (
        <div
          className="dropdown-menu show p-2 shadow"
          style={{ minWidth: '16rem', maxWidth: '90vw' }}
          data-testid="factoring-multi-select"
        >
          <input
            type="search"
            className="form-control form-control-sm mb-2"
            placeholder="Buscar factoring"
            aria-label="Buscar factoring"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <div style={{ maxHeight: '14rem', overflowY: 'auto' }}>
            {shown.length === 0 ? <div className="small text-muted px-1">Sin resultados</div> : null}
            {shown.map((option) => (
              <div className="form-check" key={option.id}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={`${id}-${option.id}`}
                  checked={selected.includes(option.id)}
                  onChange={() => toggle(option.id)}
                />
                <label className="form-check-label small" htmlFor={`${id}-${option.id}`}>
                  {option.name}
                </label>
              </div>
            ))}
          </div>
          {selected.length > 0 ? (
            <button type="button" className="btn btn-sm btn-link px-0 mt-1" onClick={() => onChange([])}>
              Limpiar
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
