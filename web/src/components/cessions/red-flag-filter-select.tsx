import { useId } from 'react';
import { parseRedFlagFilter, RED_FLAG_FILTER_OPTIONS, type RedFlagFilter } from '../../lib/cessions/red-flag-filter';

/** The 'Alertas' select of the cession screens: all rows, 'Solo con alertas', or one rule. */
export function RedFlagFilterSelect({
  value,
  onChange,
}: {
  value: RedFlagFilter;
  onChange: (next: RedFlagFilter) => void;
}) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="form-label mb-0 small">
        Alertas
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={value}
        onChange={(event) => onChange(parseRedFlagFilter(event.target.value))}
        data-testid="red-flag-filter"
      >
        {RED_FLAG_FILTER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
