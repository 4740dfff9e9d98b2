import { describe, expect, it } from 'vitest';
import { currentMonth, defaultMonthRange, monthsOf, selectableMonths, withEnd, withStart } from '@web/lib/month-range';

describe('current month and default range (client-radar §9)', () => {
  it('uses the Chile calendar: 2026-12-01 02:00 UTC is still November in Santiago (UTC-3)', () => {
    expect(currentMonth(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11');
  });
  it('is the last 3 months ending this month', () => {
    expect(defaultMonthRange(new Date('2026-11-22T12:00:00Z'))).toEqual({ start: '2026-09', end: '2026-11' });
    expect(defaultMonthRange(new Date('2026-02-10T12:00:00Z'))).toEqual({ start: '2025-12', end: '2026-02' });
  });
  it('offers the 12 months ending this month, oldest first', () => {
    const months = selectableMonths(new Date('2026-11-22T12:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12');
    expect(months[11]).toBe('2026-11');
  });
});

describe('moving one end past the other (client-radar §2)', () => {
  const range = { start: '2026-05', end: '2026-07' };
  it('moves the end when the start passes it', () => {
    expect(withStart(range, '2026-09')).toEqual({ start: '2026-09', end: '2026-09' });
  });
  it('keeps the end when the start stays before it', () => {
    expect(withStart(range, '2026-06')).toEqual({ start: '2026-06', end: '2026-07' });
  });
  it('moves the start when the end falls before it', () => {
    expect(withEnd(range, '2026-03')).toEqual({ start: '2026-03', end: '2026-03' });
  });
  it('keeps the start when the end stays after it', () => {
    expect(withEnd(range, '2026-10')).toEqual({ start: '2026-05', end: '2026-10' });
  });
});

describe('monthsOf', () => {
  it('lists every month of the range inclusively', () => {
    expect(monthsOf({ start: '2025-11', end: '2026-02' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
  it('gives nothing for a reversed range', () => {
    expect(monthsOf({ start: '2026-02', end: '2026-01' })).toEqual([]);
  });
});
