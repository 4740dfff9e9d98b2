import { format, parseISO, subDays } from 'date-fns';
import { todayInChile } from '../../../domain/chile-time';

/** Days of SII data each refresh re-reads: the 93-day limit of core-platform §9 ("Date range limits 31 and 93 days"). */
export const DEFAULT_WINDOW_DAYS = 93;

/** The dates a refresh asks the SII for, 'yyyy-MM-dd' inclusive, Chile calendar days. */
export interface RefreshWindow {
  desde: string;
  hasta: string;
}

/**
 * The window of `windowDays` calendar days ending today in Chile (America/Santiago) at the instant `now`:
 * hasta = today, desde = today minus (windowDays - 1) days.
 * @throws RangeError when windowDays is not a positive integer.
 */
export function refreshWindow(now: Date, windowDays: number = DEFAULT_WINDOW_DAYS): RefreshWindow {
  if (!Number.isInteger(windowDays) || windowDays < 1) throw new RangeError(`windowDays inválido: ${windowDays}`);
  const hasta = todayInChile(now);
  return { desde: format(subDays(parseISO(hasta), windowDays - 1), 'yyyy-MM-dd'), hasta };
}
