import { describe, expect, it } from 'vitest';
import { daysBetween, daysSinceInChile, todayInChile } from '../../../domain/chile-time';

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
