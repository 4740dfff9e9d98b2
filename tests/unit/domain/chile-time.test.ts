import { describe, expect, it } from 'vitest';
import { daysBetween, daysSinceInChile, sameDayInChile, todayInChile } from '@domain/chile-time';

describe('todayInChile', () => {
  it('uses the Santiago calendar day, not UTC', () => {
    // Santiago is UTC-3 until 2019-04-07 (end of summer time) and UTC-4 after.
    expect(todayInChile(new Date('2019-04-05T02:59:00Z'))).toBe('2019-04-04');
    expect(todayInChile(new Date('2019-04-05T03:01:00Z'))).toBe('2019-04-05');
    expect(todayInChile(new Date('2019-06-05T03:59:00Z'))).toBe('2019-06-04');
    expect(todayInChile(new Date('2019-06-05T04:01:00Z'))).toBe('2019-06-05');
  });
});

describe('daysBetween', () => {
  it('counts calendar days, ignoring the time part', () => {
    expect(daysBetween('2019-04-04 23:59:59', '2019-04-05')).toBe(1);
    expect(daysBetween('2019-04-05', '2019-04-04')).toBe(-1);
    expect(daysBetween('2019-02-28', '2019-03-01')).toBe(1);
    expect(daysBetween('2020-02-28', '2020-03-01')).toBe(2);
  });
  it('is not fooled by the April DST change in Chile', () => {
    expect(daysBetween('2019-04-06', '2019-04-08')).toBe(2);
  });
  it('throws on a malformed date', () => {
    expect(() => daysBetween('04/04/2019', '2019-04-05')).toThrow(RangeError);
  });
});

describe('daysSinceInChile', () => {
  it('counts one day as soon as Santiago crosses midnight', () => {
    const justAfterMidnight = new Date('2019-04-05T03:01:00Z'); // 00:01 on 04-05 in Santiago (UTC-3)
    expect(daysSinceInChile('2019-04-04 23:59:00', justAfterMidnight)).toBe(1);
    const justBeforeMidnight = new Date('2019-04-05T02:59:00Z'); // 23:59 on 04-04 in Santiago
    expect(daysSinceInChile('2019-04-04 00:01:00', justBeforeMidnight)).toBe(0);
  });
});

describe('sameDayInChile', () => {
  it('compares days in Santiago, not in UTC: 23:30 and 00:30 Chile time are two days although the same UTC day', () => {
    // 2026-11-24 is summer time in Chile (UTC-3): 02:30Z is 23:30 of the 23rd, 03:30Z is 00:30 of the 24th.
    expect(sameDayInChile('2026-11-24T02:30:00Z', new Date('2026-11-24T03:30:00Z'))).toBe(false);
    expect(sameDayInChile('2026-11-24T03:30:00Z', new Date('2026-11-25T02:59:00Z'))).toBe(true);
    expect(sameDayInChile('2026-11-24T03:30:00Z', new Date('2026-11-25T03:00:00Z'))).toBe(false);
  });
});
