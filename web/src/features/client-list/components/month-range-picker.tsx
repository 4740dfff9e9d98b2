import { monthDisplay } from '@web/localdb/views/month-label';
import { withEnd, withStart, type MonthRange } from '../model/month-range';

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
      <div>
        <label htmlFor="client-list-start" className="form-label small mb-1">
          Desde
        </label>
        <select
          id="client-list-start"
          className="form-select form-select-sm"
          value={range.start}
          onChange={(e) => onChange(withStart(range, e.target.value))}
        >
          {options}
        </select>
      </div>
      <div>
        <label htmlFor="client-list-end" className="form-label small mb-1">
          Hasta
        </label>
        <select
          id="client-list-end"
          className="form-select form-select-sm"
          value={range.end}
          onChange={(e) => onChange(withEnd(range, e.target.value))}
        >
          {options}
        </select>
      </div>
    </div>
  );
}
