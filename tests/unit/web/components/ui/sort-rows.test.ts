import { describe, expect, it } from 'vitest';
import { nextSort, sortRows, type SortColumn } from '../../../../../web/src/components/ui/sort-rows';

interface Row {
  id: string;
  name: string | null;
  amount: number | null;
  date: string | null;
}

const text: SortColumn<Row> = { key: 'name', label: 'Nombre', kind: 'text', value: (r) => r.name };
const number: SortColumn<Row> = { key: 'amount', label: 'Monto', kind: 'number', value: (r) => r.amount };
const date: SortColumn<Row> = { key: 'date', label: 'Fecha', kind: 'date', value: (r) => r.date };

const row = (id: string, name: string | null, amount: number | null, date: string | null): Row => ({ id, name, amount, date });
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('sortRows by column type (core-platform §2: text, number, date)', () => {
  it('sorts text with Spanish collation, ignoring case and accents', () => {
    const rows = [row('1', 'zeta', 0, null), row('2', 'Ñandú', 0, null), row('3', 'álamo', 0, null), row('4', 'Nube', 0, null)];
    expect(ids(sortRows(rows, text, 'asc'))).toEqual(['3', '4', '2', '1']);
    expect(ids(sortRows(rows, text, 'desc'))).toEqual(['1', '2', '4', '3']);
  });

  it('sorts numbers numerically, not as text', () => {
    const rows = [row('a', null, 100, null), row('b', null, 9, null), row('c', null, 1_000, null)];
    expect(ids(sortRows(rows, number, 'asc'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortRows(rows, number, 'desc'))).toEqual(['c', 'a', 'b']);
  });

  it("sorts dates by instant across the API layouts ('dd-MM-yyyy' due dates included)", () => {
    const rows = [
      row('due', null, null, '05-01-2025'),
      row('cesion', null, null, '2024-12-31 23:30'),
      row('recepcion', null, null, '2025-01-02 08:00:00'),
      row('emision', null, null, '2024-02-10'),
    ];
    expect(ids(sortRows(rows, date, 'asc'))).toEqual(['emision', 'cesion', 'recepcion', 'due']);
    expect(ids(sortRows(rows, date, 'desc'))).toEqual(['due', 'recepcion', 'cesion', 'emision']);
  });

  it('puts missing or unreadable values last in both directions and keeps ties in input order', () => {
    const rows = [row('x', null, null, 'no es fecha'), row('1', 'b', 5, '2024-01-02'), row('y', null, null, null), row('2', 'a', 5, '2024-01-01')];
    expect(ids(sortRows(rows, date, 'asc'))).toEqual(['2', '1', 'x', 'y']);
    expect(ids(sortRows(rows, date, 'desc'))).toEqual(['1', '2', 'x', 'y']);
    expect(ids(sortRows(rows, number, 'desc'))).toEqual(['1', '2', 'x', 'y']);
  });

  it('does not change the input array', () => {
    const rows = [row('b', 'b', 2, null), row('a', 'a', 1, null)];
    sortRows(rows, text, 'asc');
    expect(ids(rows)).toEqual(['b', 'a']);
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and flips the same column', () => {
    expect(nextSort(null, 'folio')).toEqual({ key: 'folio', direction: 'asc' });
    expect(nextSort({ key: 'folio', direction: 'asc' }, 'folio')).toEqual({ key: 'folio', direction: 'desc' });
    expect(nextSort({ key: 'folio', direction: 'desc' }, 'folio')).toEqual({ key: 'folio', direction: 'asc' });
    expect(nextSort({ key: 'folio', direction: 'desc' }, 'monto')).toEqual({ key: 'monto', direction: 'asc' });
  });
});
