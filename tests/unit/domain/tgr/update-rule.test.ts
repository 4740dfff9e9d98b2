import { describe, expect, it } from 'vitest';
import { canForceTgrUpdate } from '@domain/tgr/update-rule';

/** client-detail.md §2 "TGR tab": the force button only when the last update date is earlier than today (Chile). */
describe('canForceTgrUpdate', () => {
  const now = new Date('2026-11-24T15:00:00Z'); // 12:00 in Santiago (UTC-3 in November)

  it('offers the update for a statement of an earlier day and not for one of today', () => {
    expect(canForceTgrUpdate(new Date('2026-11-21T11:30:00Z'), now)).toBe(true);
    expect(canForceTgrUpdate(new Date('2026-11-24T11:30:00Z'), now)).toBe(false);
  });

  it('counts days in Santiago, not UTC: 23:30 of the 23rd in Chile is yesterday though it is the 24th in UTC', () => {
    const lateYesterday = new Date('2026-11-24T02:30:00Z');
    expect(canForceTgrUpdate(lateYesterday, now)).toBe(true);
    const justAfterMidnight = new Date('2026-11-24T03:05:00Z');
    expect(canForceTgrUpdate(justAfterMidnight, now)).toBe(false);
  });

  it('treats a statement dated after now (clock skew) as today', () => {
    expect(canForceTgrUpdate(new Date('2026-11-25T12:00:00Z'), now)).toBe(false);
  });
});
