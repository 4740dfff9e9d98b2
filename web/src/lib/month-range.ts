/**
 * The client list's month range (client-radar.md §2 "Client list", §9): months are 'yyyy-MM' texts; the end is
 * never before the start (moving one past the other moves the other); the picker offers a window of 12 months
 * ending at the current month; the default range is the last 3 months ending at the current month.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { shiftMonth } from '@domain/calendar-month';
import { CHILE_TIME_ZONE } from '@domain/chile-time';

/** An inclusive range of months, both 'yyyy-MM'. */
export interface MonthRange {
  start: string;
  end: string;
}

/** Months offered by the picker (client-radar.md §9 "selectable window about 12 months"). */
export const SELECTABLE_MONTHS = 12;

/** Months of the default range (client-radar.md §9). */
export const DEFAULT_RANGE_MONTHS = 3;

/** The current month 'yyyy-MM' in America/Santiago for the instant `now`. */
export function currentMonth(now: Date): string {
  return format(now, 'yyyy-MM', { in: tz(CHILE_TIME_ZONE) });
}

/** The default range for `now`: the last 3 months ending at the current month (Chile time), e.g. 2026-09..2026-11. */
export function defaultMonthRange(now: Date): MonthRange {
  const end = currentMonth(now);
  return { start: shiftMonth(end, 1 - DEFAULT_RANGE_MONTHS), end };
}

/** The months the picker offers for `now`, oldest first: the 12 months ending at the current month (Chile time). */
export function selectableMonths(now: Date): string[] {
  const end = currentMonth(now);
  return Array.from({ length: SELECTABLE_MONTHS }, (_, index) => shiftMonth(end, index + 1 - SELECTABLE_MONTHS));
}

/** The range with a new start; when it passes the end, the end moves to it. */
export function withStart(range: MonthRange, start: string): MonthRange {
  return { start, end: start > range.end ? start : range.end };
}

/** The range with a new end; when it falls before the start, the start moves to it. */
export function withEnd(range: MonthRange, end: string): MonthRange {
  return { start: end < range.start ? end : range.start, end };
}

/** Every month of the range, oldest first ('yyyy-MM'); [] when the end is before the start. */
export function monthsOf(range: MonthRange): string[] {
  const months: string[] = [];
  for (let month = range.start; month <= range.end; month = shiftMonth(month, 1)) months.push(month);
  return months;
}
