import type { ReactNode } from 'react';
import type { SortState } from './sort-rows';

interface SortableHeaderProps {
  columnKey: string;
  label: string;
  sort: SortState | null;
  onSort: (key: string) => void;
  className?: string;
  /** Extra content after the label (e.g. per-state count badges). */
  children?: ReactNode;
}

/** A table header cell whose label sorts the table (core-platform §2 "Columns are sortable"), with aria-sort. */
export function SortableHeader({ columnKey, label, sort, onSort, className, children }: SortableHeaderProps) {
  const active = sort?.key === columnKey;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" className={className} aria-sort={ariaSort} data-sort-key={columnKey}>
      <button
        type="button"
        className="btn btn-link btn-sm p-0 text-reset fw-semibold text-decoration-none"
        onClick={() => onSort(columnKey)}
      >
        {label}
        <span aria-hidden="true" className="ms-1 text-muted">
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
      {children}
    </th>
  );
}
