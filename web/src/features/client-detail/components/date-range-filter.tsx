import { useId } from 'react';
import { withBound, type DetailDateRange } from '../model/date-range';
import { CLIENT_DETAIL_MESSAGES as M } from '../model/messages';

/** The Inicio / Fin date inputs of the global filter bar (client-detail.md §2); fin never before inicio. */
export function DateRangeFilter({
  range,
  onChange,
}: {
  range: DetailDateRange;
  onChange: (range: DetailDateRange) => void;
}) {
  const id = useId();
  return (
    <div className="d-flex flex-wrap gap-3 align-items-end">
      <div>
        <label className="form-label small mb-1" htmlFor={`${id}-inicio`}>
          {M.inicio}
        </label>
        <input
          id={`${id}-inicio`}
          type="date"
          className="form-control form-control-sm"
          value={range.inicio}
          onChange={(event) => onChange(withBound(range, 'inicio', event.target.value))}
        />
      </div>
      <div>
        <label className="form-label small mb-1" htmlFor={`${id}-fin`}>
          {M.fin}
        </label>
        <input
          id={`${id}-fin`}
          type="date"
          className="form-control form-control-sm"
          value={range.fin}
          onChange={(event) => onChange(withBound(range, 'fin', event.target.value))}
        />
      </div>
    </div>
  );
}
