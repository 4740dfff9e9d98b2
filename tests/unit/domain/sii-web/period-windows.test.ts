import { describe, expect, it } from 'vitest';
import { splitWindow, toSiiDay } from '@domain/sii-web/period-windows';

describe('splitWindow', () => {
  it('a window that fits is one piece', () => {
    expect(splitWindow('2019-04-01', '2019-04-30', 31)).toEqual([{ desde: '2019-04-01', hasta: '2019-04-30' }]);
  });

  it('a longer window is cut in consecutive pieces of at most `days` days, the last one shorter', () => {
    expect(splitWindow('2019-01-01', '2019-03-05', 31)).toEqual([
      { desde: '2019-01-01', hasta: '2019-01-31' },
      { desde: '2019-02-01', hasta: '2019-03-03' },
      { desde: '2019-03-04', hasta: '2019-03-05' },
    ]);
  });

  it('crosses a leap day and the September DST change in Chile day by day', () => {
    expect(splitWindow('2024-02-28', '2024-03-01', 1).map((w) => w.desde)).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(splitWindow('2024-09-06', '2024-09-09', 2)).toEqual([
      { desde: '2024-09-06', hasta: '2024-09-07' },
      { desde: '2024-09-08', hasta: '2024-09-09' },
    ]);
  });

  it('rejects reversed or malformed windows and a non-positive length', () => {
    expect(() => splitWindow('2019-04-02', '2019-04-01', 31)).toThrow(RangeError);
    expect(() => splitWindow('01-04-2019', '2019-04-01', 31)).toThrow(RangeError);
    expect(() => splitWindow('2019-04-01', '2019-04-01', 0)).toThrow(RangeError);
  });
});

describe('toSiiDay', () => {
  it("'yyyy-MM-dd' -> 'ddMMyyyy'", () => {
    expect(toSiiDay('2019-04-08')).toBe('08042019');
  });
});
