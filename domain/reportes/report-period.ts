/**
 * The period of 'Reportes': whole calendar months, read month by month through the acquired list, whose window is at
 * most 31 days without a filter (core-platform §5, domain/date-window.ts). A month from its 1st to its last day spans
 * at most 30 days, so every month is one valid window of the same query the monitoring screen sends.
 */
import { addMonths, format, lastDayOfMonth, parseISO } from 'date-fns';

/** The longest period a report covers, in months. */
export const MAX_REPORT_MONTHS = 12;

/** One month of a report and the acquired-list window that reads it; dates 'yyyy-MM-dd', mes 'yyyy-MM'. */
export interface MonthWindow {
  mes: string;
  fechaInicio: string;
  fechaTermino: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** True when the text is a month 'yyyy-MM'. */
export function isMonth(text: string): boolean {
  return MONTH.test(text);
}

/**
 * The month windows from `desde` to `hasta`, both included, in order: each from the 1st to the month's last day, the
 * last one cut at `today` (no window ends in the future).
 * @param desde first month 'yyyy-MM'.
 * @param hasta last month 'yyyy-MM'.
 * @param today Chile calendar day 'yyyy-MM-dd'.
 * @returns { windows } or { error } with the Spanish message: a month that is not 'yyyy-MM', hasta before desde, a
 *   period over {@link MAX_REPORT_MONTHS} months, or one that starts after today.
 */
export function monthWindows(
  desde: string,
  hasta: string,
  today: string,
): { windows: MonthWindow[] } | { error: string } {
  if (!isMonth(desde) || !isMonth(hasta)) return { error: 'Indique los meses como aaaa-mm.' };
  if (hasta < desde) return { error: 'El mes final no puede ser anterior al inicial.' };
  if (desde > today.slice(0, 7)) return { error: 'El periodo no puede comenzar en el futuro.' };
  const windows: MonthWindow[] = [];
  for (let first = parseISO(`${desde}-01`); format(first, 'yyyy-MM') <= hasta; first = addMonths(first, 1)) {
    if (windows.length === MAX_REPORT_MONTHS)
      return { error: `El periodo no puede superar ${MAX_REPORT_MONTHS} meses.` };
    const fechaInicio = format(first, 'yyyy-MM-dd');
    if (fechaInicio > today) break;
    const last = format(lastDayOfMonth(first), 'yyyy-MM-dd');
    windows.push({ mes: fechaInicio.slice(0, 7), fechaInicio, fechaTermino: last < today ? last : today });
  }
  return { windows };
}
