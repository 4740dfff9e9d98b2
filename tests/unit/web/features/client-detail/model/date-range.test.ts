import { describe, expect, it } from 'vitest';
import { defaultDetailRange, withBound } from '@web/features/client-detail/model/date-range';

describe('defaultDetailRange (client-detail §2: last 12 months, start one year before today)', () => {
  it('ends today in Chile and starts the same day a year before', () => {
    // 2026-03-15 02:00 UTC is still 14 March in Santiago (UTC-3 in March).
    expect(defaultDetailRange(new Date('2026-03-15T02:00:00Z'))).toEqual({ inicio: '2025-03-14', fin: '2026-03-14' });
  });

  it('maps 29 February to 28 February of the previous year', () => {
    expect(defaultDetailRange(new Date('2028-02-29T15:00:00Z'))).toEqual({ inicio: '2027-02-28', fin: '2028-02-29' });
  });
});

describe('withBound (fin never before inicio)', () => {
  const range = { inicio: '2025-01-01', fin: '2025-06-30' };

  it('moves only the bound inside the range', () => {
    expect(withBound(range, 'inicio', '2025-02-01')).toEqual({ inicio: '2025-02-01', fin: '2025-06-30' });
    expect(withBound(range, 'fin', '2025-05-31')).toEqual({ inicio: '2025-01-01', fin: '2025-05-31' });
  });

  it('drags the other bound when one passes it', () => {
    expect(withBound(range, 'inicio', '2025-08-01')).toEqual({ inicio: '2025-08-01', fin: '2025-08-01' });
    expect(withBound(range, 'fin', '2024-12-01')).toEqual({ inicio: '2024-12-01', fin: '2024-12-01' });
  });

  it('keeps the range when the input is cleared', () => {
    expect(withBound(range, 'fin', '')).toBe(range);
  });
});
