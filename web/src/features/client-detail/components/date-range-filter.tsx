import { useId } from 'react';
import { DateField } from '@web/components/ui/date-field';
import { withBound, type DetailDateRange } from '../model/date-range';
import { CLIENT_DETAIL_MESSAGES as M } from '../model/messages';

/** The Inicio / Fin date fields (dd/MM/yyyy) of the filter bar (client-detail.md §2); fin never before inicio. */
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
      {(['inicio', 'fin'] as const).map((bound) => (
        <DateField
          key={bound}
          id={`${id}-${bound}`}
          label={M[bound]}
          className=""
          small
          value={range[bound]}
          onValueChange={(value) => onChange(withBound(range, bound, value))}
        />
      ))}
    </div>
  );
}
