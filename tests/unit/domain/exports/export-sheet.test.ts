import { describe, expect, it } from 'vitest';
import { totalsRows } from '@domain/exports/export-sheet';
import { chileCellDate } from '@domain/exports/chile-cell-date';

describe('totalsRows', () => {
  const columns = [
    { header: 'Folio', format: 'integer' as const },
    { header: 'Monto', format: 'amount' as const, total: true },
    { header: 'Nota', format: 'text' as const },
  ];

  it("puts 'Total' first and the sum of each total column, ignoring empty cells", () => {
    expect(
      totalsRows({
        columns,
        rows: [
          [1, 100, 'a'],
          [2, null, 'b'],
          [3, 250, null],
        ],
        totals: true,
      }),
    ).toEqual([['Total', 350, null]]);
  });

  it('labels the totals row and adds each subtotal over its rows only', () => {
    const rows = [
      [1, 100, 'a'],
      [2, 40, 'b'],
      [3, 250, null],
    ];
    const subtotals = [{ label: 'Total cedido vigente', rows: [0, 2] }];
    expect(totalsRows({ columns, rows, totals: true, totalsLabel: 'Total de todas las filas', subtotals })).toEqual([
      ['Total de todas las filas', 390, null],
      ['Total cedido vigente', 350, null],
    ]);
  });

  it('is empty when the sheet has no totals', () => {
    expect(totalsRows({ columns, rows: [[1, 100, 'a']], totals: false })).toEqual([]);
  });
});

describe('chileCellDate', () => {
  it('keeps the wall-clock fields of every API date shape', () => {
    expect(chileCellDate('2019-04-04 16:08')?.toISOString()).toBe('2019-04-04T16:08:00.000Z');
    expect(chileCellDate('2019-04-04 16:08:41')?.toISOString()).toBe('2019-04-04T16:08:41.000Z');
    expect(chileCellDate('2019-04-04')?.toISOString()).toBe('2019-04-04T00:00:00.000Z');
    expect(chileCellDate('01-05-2019')?.toISOString()).toBe('2019-05-01T00:00:00.000Z');
  });

  it('gives null for missing or impossible dates', () => {
    expect(chileCellDate(null)).toBeNull();
    expect(chileCellDate('')).toBeNull();
    expect(chileCellDate('2019-02-30')).toBeNull();
    expect(chileCellDate('mañana')).toBeNull();
  });
});
