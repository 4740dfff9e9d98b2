/**
 * When and how much the nightly watch sweeps (issue 'The judicial radar' §5 'Watching'): the RUTs of each factoring's
 * Cartera whose records are older than the time to live are swept again at night, Chile time, when neither the
 * factorings nor the portal are busy, and no faster than the shared rate allows.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { CHILE_TIME_ZONE } from '../chile-time';

/** The watch's hours, America/Santiago: from 01:00 to 05:59. */
export const WATCH_HOURS = { from: 1, until: 6 } as const;

/** Whether `now` falls in the watch's hours ({@link WATCH_HOURS}) in Chile. */
export function isWatchHour(now: Date): boolean {
  const hour = Number(format(now, 'H', { in: tz(CHILE_TIME_ZONE) }));
  return hour >= WATCH_HOURS.from && hour < WATCH_HOURS.until;
}

/**
 * How many RUTs one factoring's watch may sweep in one tick of the schedule: the searches the shared rate allows in a
 * tick (`ratePerSecond` × `tickSeconds`), in whole sweeps of `tribunals` searches, shared evenly among `factorings`;
 * at least one, so every factoring's watch moves.
 */
export function watchBudget(ratePerSecond: number, tickSeconds: number, tribunals: number, factorings: number): number {
  return Math.max(1, Math.floor((ratePerSecond * tickSeconds) / tribunals / Math.max(1, factorings)));
}
