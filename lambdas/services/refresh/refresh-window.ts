import { format, parseISO, subDays } from 'date-fns';
import { todayInChile } from '@domain/chile-time';
import { MAX_WINDOW_DAYS_WITH_FILTER } from '@domain/date-window';

/**
 * Calendar days of SII data each refresh re-reads: the longest search window of core-platform §5/§9 (93 days from
 * Desde to Hasta, domain/date-window.ts) spans 94 calendar days, so every day a search may ask for is refreshed.
 */
export const DEFAULT_WINDOW_DAYS = MAX_WINDOW_DAYS_WITH_FILTER + 1;

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
