/**
 * Splitting a "Consulta de Cesiones en Período" window into the pieces asked one by one: whether the SII accepts
 * more than a month per query is unknown (SII-PROTOCOLS.md §13 question 3), so the client asks at most
 * `days` days at a time (lambdas/platform/sii-settings.ts periodWindowDays).
 */
import { addDays, format, parseISO } from 'date-fns';
import { daysBetween } from '../chile-time';
import { isIsoDate } from '../sii-dates';

/** One piece: 'yyyy-MM-dd' bounds, both inclusive. */
export interface DateWindow {
  desde: string;
  hasta: string;
}

/**
 * Consecutive windows of at most `days` days covering desde..hasta (inclusive), oldest first.
 * @throws RangeError when a bound is not 'yyyy-MM-dd', hasta precedes desde, or days is not a positive integer.
 */
export function splitWindow(desde: string, hasta: string, days: number): DateWindow[] {
  if (!isIsoDate(desde) || !isIsoDate(hasta) || hasta < desde) {
    throw new RangeError(`Período inválido: '${desde}'..'${hasta}' (se espera yyyy-MM-dd, desde <= hasta)`);
  }
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`Largo de ventana inválido: ${days}`);
  const start = parseISO(desde);
  const total = daysBetween(desde, hasta) + 1;
  const windows: DateWindow[] = [];
  for (let offset = 0; offset < total; offset += days) {
    const last = Math.min(offset + days, total) - 1;
    windows.push({ desde: isoDay(addDays(start, offset)), hasta: isoDay(addDays(start, last)) });
  }
  return windows;
}

/** 'yyyy-MM-dd' -> 'ddMMyyyy', the form of the RTC's DESDE/HASTA fields and of the period file names. */
export function toSiiDay(isoDate: string): string {
  return `${isoDate.slice(8, 10)}${isoDate.slice(5, 7)}${isoDate.slice(0, 4)}`;
}

function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
