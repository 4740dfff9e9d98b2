import { describe, expect, it } from 'vitest';
import { isWatchHour, watchBudget } from '@domain/judicial/watch';

describe('isWatchHour', () => {
  it('is the night from 01:00 to 05:59 in Chile (summer time, UTC-3)', () => {
    expect(isWatchHour(new Date('2026-11-30T03:59:00Z'))).toBe(false);
    expect(isWatchHour(new Date('2026-11-30T04:00:00Z'))).toBe(true);
    expect(isWatchHour(new Date('2026-11-30T08:59:00Z'))).toBe(true);
    expect(isWatchHour(new Date('2026-11-30T09:00:00Z'))).toBe(false);
  });

  it('follows Chile winter time (UTC-4)', () => {
    expect(isWatchHour(new Date('2026-07-01T04:30:00Z'))).toBe(false);
    expect(isWatchHour(new Date('2026-07-01T05:00:00Z'))).toBe(true);
  });
});

describe('watchBudget', () => {
  it("shares a tick's searches at the shared rate, in whole sweeps, among the factorings", () => {
    // 4 searches a second for 20 minutes: 4,800 searches, 19 sweeps of 252 tribunals.
    expect(watchBudget(4, 1_200, 252, 1)).toBe(19);
    expect(watchBudget(4, 1_200, 252, 2)).toBe(9);
  });

  it('lets every factoring sweep at least one RUT a tick', () => {
    expect(watchBudget(4, 1_200, 252, 50)).toBe(1);
  });
});
