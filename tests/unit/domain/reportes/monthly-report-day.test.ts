import { describe, expect, it } from 'vitest';
import { isFirstWorkingDay, reportMonthAt } from '@domain/reportes/monthly-report-day';

/** Noon in Santiago of a day 'yyyy-MM-dd' (UTC-3 in summer, UTC-4 in winter: 16:00 UTC is noon or 13:00). */
const noon = (day: string) => new Date(`${day}T16:00:00Z`);

describe('isFirstWorkingDay', () => {
  it('is the 1st when it is a weekday', () => {
    expect(isFirstWorkingDay(noon('2026-10-01'))).toBe(true); // Thursday
    expect(isFirstWorkingDay(noon('2026-10-02'))).toBe(false);
  });

  it('is the Monday after a month that starts on a weekend', () => {
    // November 2026 starts on a Sunday, August 2026 on a Saturday.
    expect(isFirstWorkingDay(noon('2026-11-01'))).toBe(false);
    expect(isFirstWorkingDay(noon('2026-11-02'))).toBe(true);
    expect(isFirstWorkingDay(noon('2026-08-01'))).toBe(false);
    expect(isFirstWorkingDay(noon('2026-08-02'))).toBe(false);
    expect(isFirstWorkingDay(noon('2026-08-03'))).toBe(true);
    expect(isFirstWorkingDay(noon('2026-08-04'))).toBe(false);
  });

  it('is no later Monday', () => {
    expect(isFirstWorkingDay(noon('2026-10-05'))).toBe(false);
    expect(isFirstWorkingDay(noon('2026-06-01'))).toBe(true); // Monday the 1st
    expect(isFirstWorkingDay(noon('2026-06-08'))).toBe(false);
  });

  it('reads the day in Chile, not in UTC', () => {
    // 02:00 UTC on 1 October is still Wednesday 30 September in Santiago.
    expect(isFirstWorkingDay(new Date('2026-10-01T02:00:00Z'))).toBe(false);
    // 01:00 UTC on 2 December 2026 is 22:00 on Tuesday 1 December in Santiago (UTC-3).
    expect(isFirstWorkingDay(new Date('2026-12-02T01:00:00Z'))).toBe(true);
  });
});

describe('reportMonthAt', () => {
  it('is the Chile month before today', () => {
    expect(reportMonthAt(noon('2026-11-02'))).toBe('2026-10');
    expect(reportMonthAt(noon('2027-01-04'))).toBe('2026-12');
    expect(reportMonthAt(new Date('2026-12-01T02:00:00Z'))).toBe('2026-10');
  });
});
