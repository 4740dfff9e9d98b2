import { daysBetween, todayInChile } from '@domain/chile-time';
import { toIsoDate } from '@domain/sii-dates';

/** The last clock reading and its Chile day: every row of a render shares one `now`, so the day is computed once. */
let lastToday: { time: number; day: string } | null = null;

/** todayInChile(now), remembered for the last `now` seen (formatting in a time zone is slow per cell). */
function chileToday(now: Date): string {
  const time = now.getTime();
  if (lastToday?.time !== time) lastToday = { time, day: todayInChile(now) };
  return lastToday.day;
}

/**
 * Whole days elapsed in Chile since a Chile-local date or date-time ('yyyy-MM-dd[ HH:mm[:ss]]').
 * @returns the days, or null when the date is missing or unreadable.
 */
export function daysSince(date: string | null, now: Date): number | null {
  if (!date) return null;
  try {
    return daysBetween(date, chileToday(now));
  } catch {
    return null;
  }
}

/**
 * Days left until a due date fechaVencimiento 'dd-MM-yyyy' (or 'yyyy-MM-dd'), counted from today in
 * Chile; negative once it is past.
 * @returns the days, or null when the date is missing or unreadable.
 */
export function daysUntilDue(fechaVencimiento: string | null, now: Date): number | null {
  const due = fechaVencimiento ? toIsoDate(fechaVencimiento) : null;
  return due ? daysBetween(chileToday(now), due) : null;
}

/**
 * True when the cession date ('yyyy-MM-dd HH:mm', Chile time) is today in Chile: the 'Nuevo' badge
 * of core-platform §2.
 */
export function isAssignedToday(fechaCesion: string, now: Date): boolean {
  return fechaCesion.slice(0, 10) === chileToday(now);
}
