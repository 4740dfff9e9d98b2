import type { SortColumn, SortState } from './sort-rows';

interface SortMenuProps<T> {
  id: string;
  columns: ReadonlyArray<SortColumn<T>>;
  sort: SortState | null;
  onChange: (sort: SortState | null) => void;
}

/** The sort menu of the stacked small-screen layout (core-platform §2): a column and direction select. */
export function SortMenu<T>({ id, columns, sort, onChange }: SortMenuProps<T>) {
  const value = sort ? `${sort.key}:${sort.direction}` : '';
  return (
    <div className="px-2 py-2">
      <label htmlFor={id} className="form-label small mb-1">
        Ordenar por
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(e) => {
          const [key, direction] = e.target.value.split(':');
          onChange(key && (direction === 'asc' || direction === 'desc') ? { key, direction } : null);
        }}
      >
        <option value="">—</option>
        {columns.flatMap((column) => [
          <option key={`${column.key}:asc`} value={`${column.key}:asc`}>
            {column.label} ▲
          </option>,
          <option key={`${column.key}:desc`} value={`${column.key}:desc`}>
            {column.label} ▼
          </option>,
        ])}
      </select>
    </div>
  );
}
