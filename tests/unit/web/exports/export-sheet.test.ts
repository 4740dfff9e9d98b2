import { describe, expect, it } from 'vitest';
import { totalsRow } from '../../../../domain/exports/export-sheet';
import { chileCellDate } from '../../../../domain/exports/chile-cell-date';

describe('totalsRow', () => {
  const columns = [
    { header: 'Folio', format: 'integer' as const },
    { header: 'Monto', format: 'amount' as const, total: true },
    { header: 'Nota', format: 'text' as const },
  ];

  it("puts 'Total' first and the sum of each total column, ignoring empty cells", () => {
    expect(totalsRow({ columns, rows: [[1, 100, 'a'], [2, null, 'b'], [3, 250, null]], totals: true })).toEqual(['Total', 350, null]);
  });

  it('is null when the sheet has no totals', () => {
    expect(totalsRow({ columns, rows: [[1, 100, 'a']], totals: false })).toBeNull();
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
