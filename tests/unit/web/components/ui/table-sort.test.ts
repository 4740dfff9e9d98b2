import { createTable, getCoreRowModel, getSortedRowModel, type SortingState } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { tableColumn, type TableColumnSpec } from '@web/components/ui/table-columns';
import { sortKey } from '@web/components/ui/table-sort';

interface Row {
  id: string;
  name: string | null;
  amount: number | null;
  date: string | null;
}

const spec = (id: keyof Row, kind: TableColumnSpec<Row>['kind']): TableColumnSpec<Row> => ({
  id,
  label: id,
  kind,
  value: (r) => r[id],
  cell: (r) => r[id],
});
const columns = [spec('name', 'text'), spec('amount', 'number'), spec('date', 'date')].map((s) => tableColumn(s));

const row = (id: string, name: string | null, amount: number | null, date: string | null): Row => ({
  id,
  name,
  amount,
  date,
});

/** The row ids after sorting `rows` by one column, through TanStack Table's sorted row model as the screens use it. */
function sortedIds(rows: Row[], id: string, desc: boolean): string[] {
  const sorting: SortingState = [{ id, desc }];
  const table = createTable<Row>({
    data: rows,
    columns,
    getRowId: (r) => r.id,
    state: { sorting },
    onStateChange: () => undefined,
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return table.getRowModel().rows.map((r) => r.id);
}

describe('table columns sorted by type (core-platform §2: text, number, date)', () => {
  it('sorts text with Spanish collation, ignoring case and accents', () => {
    const rows = [
      row('1', 'zeta', 0, null),
      row('2', 'Ñandú', 0, null),
      row('3', 'álamo', 0, null),
      row('4', 'Nube', 0, null),
    ];
    expect(sortedIds(rows, 'name', false)).toEqual(['3', '4', '2', '1']);
    expect(sortedIds(rows, 'name', true)).toEqual(['1', '2', '4', '3']);
  });

  it('sorts numbers numerically, not as text', () => {
    const rows = [row('a', null, 100, null), row('b', null, 9, null), row('c', null, 1_000, null)];
    expect(sortedIds(rows, 'amount', false)).toEqual(['b', 'a', 'c']);
    expect(sortedIds(rows, 'amount', true)).toEqual(['c', 'a', 'b']);
  });

  it("sorts dates by instant across the API layouts ('dd-MM-yyyy' due dates included)", () => {
    const rows = [
      row('due', null, null, '05-01-2025'),
      row('cesion', null, null, '2024-12-31 23:30'),
      row('recepcion', null, null, '2025-01-02 08:00:00'),
      row('emision', null, null, '2024-02-10'),
    ];
    expect(sortedIds(rows, 'date', false)).toEqual(['emision', 'cesion', 'recepcion', 'due']);
    expect(sortedIds(rows, 'date', true)).toEqual(['due', 'recepcion', 'cesion', 'emision']);
  });

  it('puts missing or unreadable values last in both directions and keeps ties in input order', () => {
    const rows = [
      row('x', null, null, 'no es fecha'),
      row('1', 'b', 5, '2024-01-02'),
      row('y', null, null, null),
      row('2', 'a', 5, '2024-01-01'),
    ];
    expect(sortedIds(rows, 'date', false).slice(0, 2)).toEqual(['2', '1']);
    expect(sortedIds(rows, 'date', true).slice(0, 2)).toEqual(['1', '2']);
    expect(sortedIds(rows, 'amount', true).slice(0, 2)).toEqual(['1', '2']);
    expect(sortedIds(rows, 'amount', false).slice(0, 2)).toEqual(['1', '2']);
    expect(new Set(sortedIds(rows, 'name', true).slice(2))).toEqual(new Set(['x', 'y']));
  });

  it('does not change the input array', () => {
    const rows = [row('b', 'b', 2, null), row('a', 'a', 1, null)];
    sortedIds(rows, 'name', false);
    expect(rows.map((r) => r.id)).toEqual(['b', 'a']);
  });
});

describe('sortKey', () => {
  it('reads numbers from numeric text, dates as instants, and marks empty or unreadable values missing', () => {
    expect(sortKey('number', '42')).toBe(42);
    expect(sortKey('number', 'x')).toBeUndefined();
    expect(sortKey('date', '2024-01-01')).toBe(sortKey('date', '01-01-2024'));
    expect(sortKey('date', 'ayer')).toBeUndefined();
    expect(sortKey('text', '')).toBeUndefined();
    expect(sortKey('text', null)).toBeUndefined();
  });
});

describe('tableColumn', () => {
  it('makes a column without a sort type unsortable and refuses a sort type without a value', () => {
    expect(tableColumn<Row>({ id: 'x', label: 'X', cell: () => null }).enableSorting).toBe(false);
    expect(() => tableColumn<Row>({ id: 'x', label: 'X', kind: 'text', cell: () => null })).toThrow(/ordena por text/);
  });
});
