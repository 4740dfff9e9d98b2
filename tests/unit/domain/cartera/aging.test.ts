import { describe, expect, it } from 'vitest';
import { agingBucket, AGING_LABELS } from '@domain/cartera/aging';

/** 2026-11-23 23:30 in Santiago (UTC-3 in summer time), already the 24th in UTC: the Chile day must decide. */
const NOW = new Date('2026-11-24T02:30:00Z');
const TODAY = '2026-11-23';

/** The calendar day `days` after (or before) `day`, 'yyyy-MM-dd'. */
function shift(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

describe('agingBucket at each boundary (Chile calendar days to fechaVencimiento)', () => {
  it.each([
    [0, 'porVencer0a30'],
    [30, 'porVencer0a30'],
    [31, 'porVencer31a60'],
    [60, 'porVencer31a60'],
    [61, 'porVencerMas60'],
    [-1, 'vencido1a30'],
    [-30, 'vencido1a30'],
    [-31, 'vencido31a60'],
    [-60, 'vencido31a60'],
    [-61, 'vencidoMas60'],
  ] as const)('%i days from today is %s', (days, bucket) => {
    expect(agingBucket(shift(TODAY, days), NOW)).toBe(bucket);
  });

  it('counts from the Santiago day, not the UTC one: due on the UTC day is still 1 day ahead', () => {
    expect(shift(TODAY, 1)).toBe(NOW.toISOString().slice(0, 10));
    expect(agingBucket(TODAY, NOW)).toBe('porVencer0a30');
    expect(agingBucket(shift(TODAY, -1), NOW)).toBe('vencido1a30');
    // One hour later Santiago reaches the 24th: the 23rd becomes overdue.
    expect(agingBucket(TODAY, new Date(NOW.getTime() + 60 * 60 * 1000))).toBe('vencido1a30');
  });

  it('puts a document without a readable due date apart', () => {
    expect(agingBucket(null, NOW)).toBe('sinVencimiento');
    expect(agingBucket('31-12-2026', NOW)).toBe('sinVencimiento');
    expect(AGING_LABELS.sinVencimiento).toBe('Sin vencimiento');
  });
});
