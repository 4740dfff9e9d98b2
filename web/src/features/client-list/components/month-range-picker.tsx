import { monthDisplay } from '@domain/client-db/views/month-label';
import { withEnd, withStart, type MonthRange } from '@web/lib/month-range';
import { SelectField } from '@web/components/ui/select-field';

interface MonthRangePickerProps {
  range: MonthRange;
  /** Months offered, oldest first (selectableMonths). */
  months: readonly string[];
  onChange: (range: MonthRange) => void;
}

/**
 * Start and end month selects (client-radar.md §2): moving one past the other moves the other (withStart/withEnd).
 */
export function MonthRangePicker({ range, months, onChange }: MonthRangePickerProps) {
  const options = months.map((month) => (
    <option key={month} value={month}>
      {monthDisplay(month)}
    </option>
  ));
  return (
    <div className="d-flex gap-2 align-items-end">
      <SelectField
        id="client-list-start"
        label="Desde"
        value={range.start}
        onValueChange={(value) => onChange(withStart(range, value))}
        labelClassName="form-label small mb-1"
        small
      >
        {options}
      </SelectField>
      <SelectField
        id="client-list-end"
        label="Hasta"
        value={range.end}
        onValueChange={(value) => onChange(withEnd(range, value))}
        labelClassName="form-label small mb-1"
        small
      >
        {options}
      </SelectField>
    </div>
  );
}
