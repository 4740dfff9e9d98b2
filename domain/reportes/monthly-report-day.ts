/**
 * When the monthly report e-mail goes out (issue: 'Monthly report by e-mail'): on the first working day of each month,
 * with the previous calendar month's report, both read on Chile's calendar (America/Santiago).
 */
import { getDay, parseISO } from 'date-fns';
import { shiftMonth } from '../calendar-month';
import { todayInChile } from '../chile-time';

/**
 * Whether `now` falls on the first working day of its month in Chile: the first Monday to Friday of the month. The
 * product keeps no calendar of Chilean public holidays, so a holiday on that weekday still counts as working (1 January
 * is one: January's report goes out that day when it is a weekday).
 * @param now the clock.
 */
export function isFirstWorkingDay(now: Date): boolean {
  const today = todayInChile(now);
  const day = Number(today.slice(8, 10));
  const weekday = getDay(parseISO(today));
  if (weekday === 0 || weekday === 6) return false;
  // A weekday is the first working one when every earlier day of the month fell on the weekend (at most two).
  return day === 1 || (weekday === 1 && day <= 3);
}

/**
 * The month a report sent at `now` covers: the Chile calendar month before today's.
 * @returns 'yyyy-MM'.
 */
export function reportMonthAt(now: Date): string {
  return shiftMonth(todayInChile(now).slice(0, 7), -1);
}
