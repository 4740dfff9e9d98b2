import type { Table } from '@tanstack/react-table';

/**
 * The sort menu of the stacked small-screen layout (core-platform §2): one select of every sortable column of the
 * table in both directions ('Folio ▲', 'Folio ▼'), sharing the table's sort state with the wide layout's headers.
 */
export function SortMenu<T>({ id, table }: { id: string; table: Table<T> }) {
  const [active] = table.getState().sorting;
  const value = active ? `${active.id}:${active.desc ? 'desc' : 'asc'}` : '';
  const columns = table.getAllLeafColumns().filter((column) => column.getCanSort());
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
          table.setSorting(key ? [{ id: key, desc: direction === 'desc' }] : []);
        }}
      >
        <option value="">—</option>
        {columns.flatMap((column) => {
          const label = column.columnDef.meta?.label ?? column.id;
          return [
            <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
              {label} ▲
            </option>,
            <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
              {label} ▼
            </option>,
          ];
        })}
      </select>
    </div>
  );
}
