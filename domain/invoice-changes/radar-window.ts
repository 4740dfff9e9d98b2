import { eachMonthOfInterval, format, parseISO, subDays } from 'date-fns';
import { todayInChile } from '../chile-time';
import { ACCEPTANCE_LAPSE_DAYS } from '../events';

/**
 * The first Chile day 'yyyy-MM-dd' of the sales-ledger radar's window ending at `now`: the acceptance window's
 * {@link ACCEPTANCE_LAPSE_DAYS} days back (client-radar.md §9 'acceptance window 8 days'), the time a new invoice stays
 * something a factoring may buy. On a client's first sync only these days are recorded, not its history.
 */
export function radarWindowStart(now: Date): string {
  return todayInChile(subDays(now, ACCEPTANCE_LAPSE_DAYS));
}

/**
 * The months the radar's window ending at `now` touches, as their first day 'yyyy-MM-01', oldest first: today's
 * month, and in a month's first 8 days also the previous one.
 */
export function radarMonths(now: Date): string[] {
  const months = eachMonthOfInterval({ start: parseISO(radarWindowStart(now)), end: parseISO(todayInChile(now)) });
  return months.map((month) => format(month, 'yyyy-MM-dd'));
}
