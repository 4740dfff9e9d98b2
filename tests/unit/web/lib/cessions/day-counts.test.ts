import { describe, expect, it } from 'vitest';
import { daysSince, daysUntilDue, isAssignedToday } from '@web/lib/cessions/day-counts';

// 10 June 2024, 23:30 in Santiago (UTC-4)
const now = new Date('2024-06-11T03:30:00Z');

describe('day counts in Chile time', () => {
  it('counts calendar days since a reception date', () => {
    expect(daysSince('2024-06-01 09:00:00', now)).toBe(9);
    expect(daysSince('2024-06-10 23:00:00', now)).toBe(0);
    expect(daysSince(null, now)).toBeNull();
    expect(daysSince('basura', now)).toBeNull();
  });

  it('counts days left to a dd-MM-yyyy due date, negative once past', () => {
    expect(daysUntilDue('20-06-2024', now)).toBe(10);
    expect(daysUntilDue('10-06-2024', now)).toBe(0);
    expect(daysUntilDue('05-06-2024', now)).toBe(-5);
    expect(daysUntilDue(null, now)).toBeNull();
    expect(daysUntilDue('31-02-2024', now)).toBeNull();
  });

  it("marks 'Nuevo' only for documents assigned today in Chile", () => {
    expect(isAssignedToday('2024-06-10 08:15', now)).toBe(true);
    expect(isAssignedToday('2024-06-11 00:05', now)).toBe(false);
    expect(isAssignedToday('2024-06-09 23:59', now)).toBe(false);
  });
});
