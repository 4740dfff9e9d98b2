import { Fragment, useId } from 'react';
import type { EstadoFilter as Estado } from '@domain/client-db/views/view-filters';

/** The options in the order of client-detail.md §2 "Estado filter". */
const ESTADOS: readonly { value: Estado; label: string }[] = [
  { value: 'pendiente', label: 'Pendiente' },
  { value: 'aceptado', label: 'Aceptado' },
  { value: 'reclamado', label: 'Reclamado' },
  { value: 'anulado', label: 'Anulado' },
  { value: 'rebajado', label: 'Rebajado' },
];

interface EstadoFilterProps {
  selected: readonly Estado[];
  /** Cessions of each estado under the other filters (cesiones-view.ts estadoCounts). */
  counts: Record<Estado, number>;
  onChange: (selected: Estado[]) => void;
}

/**
 * The Cesiones list's Estado filter (client-detail.md §2): Pendiente, Aceptado, Reclamado, Anulado and Rebajado as
 * toggle buttons, each with its count; the chosen ones combine with OR (none chosen: every estado).
 */
export function EstadoFilter({ selected, counts, onChange }: EstadoFilterProps) {
  const id = useId();
  return (
    <div>
      <span className="form-label small mb-0 d-block" id={`${id}-label`}>
        Estado
      </span>
      <div
        className="btn-group btn-group-sm flex-wrap"
        role="group"
        aria-labelledby={`${id}-label`}
        data-testid="estado-filter"
      >
        {ESTADOS.map(({ value, label }) => (
          <Fragment key={value}>
            <input
              type="checkbox"
              className="btn-check"
              id={`${id}-${value}`}
              autoComplete="off"
              checked={selected.includes(value)}
              onChange={() =>
                onChange(
                  selected.includes(value)
                    ? selected.filter((s) => s !== value)
                    : ESTADOS.map((e) => e.value).filter((e) => e === value || selected.includes(e)),
                )
              }
            />
            <label className="btn btn-outline-secondary text-nowrap" htmlFor={`${id}-${value}`}>
              {label} <span className="badge text-bg-light">{counts[value]}</span>
            </label>
          </Fragment>
        ))}
      </div>
    </div>
  );
}
