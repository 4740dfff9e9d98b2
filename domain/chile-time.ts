/**
 * "Today" and day counting in Chile local time (America/Santiago), from an injected clock.
 * SII data is Chile local time; rules receive `now` and never call new Date(), so they stay testable.
 */
import { format } from 'date-fns';
import { TZDate, tz } from '@date-fns/tz';
import { isIsoDate } from './sii-dates';

/** IANA zone of every SII date. */
export const CHILE_TIME_ZONE = 'America/Santiago';

/**
 * The last instant converted by {@link todayInChile} and its answer: list reads ask thousands of times for one `now`.
 */
let lastToday: { epochMs: number; day: string } | null = null;

/**
 * The calendar day 'yyyy-MM-dd' that the instant `now` falls on in Chile. The answer for the last instant asked
 * is remembered (the zone conversion costs about 30 µs, and a 5,000-row list asks it twice a row for one `now`).
 */
export function todayInChile(now: Date): string {
  const epochMs = now.getTime();
  if (lastToday?.epochMs !== epochMs)
    lastToday = { epochMs, day: format(now, 'yyyy-MM-dd', { in: tz(CHILE_TIME_ZONE) }) };
  return lastToday.day;
}

/**
 * Whether two instants fall on the same calendar day in Chile (America/Santiago): the 'at most once a day' rule of the
 * client sync's daily sources (Carpeta Tributaria, Registro de Empresas y Sociedades).
 * @param earlier an ISO instant, e.g. the last attempt's; now the clock.
 */
export function sameDayInChile(earlier: string, now: Date): boolean {
  return todayInChile(new Date(earlier)) === todayInChile(now);
}

/**
 * Whole calendar days from one date to another (to minus from; negative when `to` is earlier).
 * @param from 'yyyy-MM-dd' or a date-time whose first 10 characters are 'yyyy-MM-dd'.
 * @param to   same forms.
 * @throws RangeError when either input does not start with a valid 'yyyy-MM-dd'.
 */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * Whole calendar days elapsed in Chile from a Chile-local date or date-time until `now`
 * (crossing midnight in Santiago counts one day, whatever the hour).
 * @throws RangeError when `since` does not start with a valid 'yyyy-MM-dd'.
 */
export function daysSinceInChile(since: string, now: Date): number {
  return daysBetween(since, todayInChile(now));
}

/**
 * The calendar day a date or date-time starts with, counted in days since 1970-01-01: UTC arithmetic has no daylight
 * saving shifts, so differences are whole calendar days without a time zone's rules (a list asks this twice a row).
 * @throws RangeError when `value` does not start with a valid 'yyyy-MM-dd'.
 */
function dayNumber(value: string): number {
  const day = value.slice(0, 10);
  if (!isIsoDate(day)) throw new RangeError(`Fecha inválida: '${value}'`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/**
 * The instant of a Chile local date-time as an ISO string (UTC), e.g. '2026-11-23 10:15:00' ->
 * '2026-11-23T13:15:00.000Z'.
 * @param value 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm' or 'yyyy-MM-dd HH:mm:ss' in America/Santiago.
 * @throws RangeError when value does not start with a valid 'yyyy-MM-dd' or its time is malformed.
 */
export function chileLocalToIso(value: string): string {
  dayNumber(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) throw new RangeError(`Fecha inválida: '${value}'`);
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(new TZDate(y, mo - 1, d, h, mi, s, CHILE_TIME_ZONE).getTime()).toISOString();
}
