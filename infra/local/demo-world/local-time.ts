/**
 * Wall-clock time of the demo world. SII files carry Chile local times without an offset, so the world counts
 * plain seconds on the local calendar (computed in UTC arithmetic, where no day has 23 or 25 hours) and only
 * formats them into the SII's shapes.
 */
import { isIsoDate } from '@domain/sii-dates';

/** Seconds since 1970-01-01 00:00:00 on the Chile local calendar. */
export type LocalSeconds = number;

export const SECONDS_PER_HOUR = 3600;
export const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;

/**
 * Midnight of a calendar day.
 * @throws RangeError when the day is not a valid 'yyyy-MM-dd'.
 */
export function startOfDay(isoDay: string): LocalSeconds {
  let start = dayStarts.get(isoDay);
  if (start === undefined) {
    if (!isIsoDate(isoDay)) throw new RangeError(`Fecha inválida: '${isoDay}'`);
    const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
    start = Date.UTC(y, m - 1, d) / 1000;
    dayStarts.set(isoDay, start);
  }
  return start;
}

/** The world touches a few hundred days thousands of times; isIsoDate (date-fns) is too slow to repeat. */
const dayStarts = new Map<string, LocalSeconds>();

/** The day `days` after (negative: before) an ISO day, as 'yyyy-MM-dd'. */
export function plusDays(isoDay: string, days: number): string {
  return formatLocal(startOfDay(isoDay) + days * SECONDS_PER_DAY, 'yyyy-MM-dd');
}

/** The formats the SII writes. */
export type LocalFormat =
  | 'yyyy-MM-dd'
  | 'yyyy-MM-dd HH:mm'
  | 'yyyy-MM-dd HH:mm:ss'
  | "yyyy-MM-dd'T'HH:mm:ss"
  | 'dd-MM-yyyy HH:mm:ss'
  | 'ddMMyyyy';

/** Formats a local time in one of the SII's shapes. */
export function formatLocal(seconds: LocalSeconds, shape: LocalFormat): string {
  const date = new Date(Math.floor(seconds) * 1000);
  const pad = (n: number): string => String(n).padStart(2, '0');
  const yyyy = String(date.getUTCFullYear());
  const MM = pad(date.getUTCMonth() + 1);
  const dd = pad(date.getUTCDate());
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  const ss = pad(date.getUTCSeconds());
  switch (shape) {
    case 'yyyy-MM-dd':
      return `${yyyy}-${MM}-${dd}`;
    case 'yyyy-MM-dd HH:mm':
      return `${yyyy}-${MM}-${dd} ${time}`;
    case 'yyyy-MM-dd HH:mm:ss':
      return `${yyyy}-${MM}-${dd} ${time}:${ss}`;
    case "yyyy-MM-dd'T'HH:mm:ss":
      return `${yyyy}-${MM}-${dd}T${time}:${ss}`;
    case 'dd-MM-yyyy HH:mm:ss':
      return `${dd}-${MM}-${yyyy} ${time}:${ss}`;
    case 'ddMMyyyy':
      return `${dd}${MM}${yyyy}`;
  }
}
