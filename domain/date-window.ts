/**
 * The search window rule of the cession search screens.
 * Source: core-platform.md §5 "Extended acquired search date range" and §9 (limits 31 and 93 days).
 */
import { daysBetween } from './chile-time';
import { isIsoDate } from './sii-dates';

/** Longest window, in days from Desde to Hasta, when a rut or folio filter is present. */
export const MAX_WINDOW_DAYS_WITH_FILTER = 93;
/** Longest window, in days from Desde to Hasta, without a rut or folio filter. */
export const MAX_WINDOW_DAYS = 31;
/** Warning of core-platform §5 for a window longer than allowed (both limits). */
export const WINDOW_TOO_LONG_MESSAGE = 'El rango de fechas no puede ser mayor a 3 meses.';

/** A search window as the screens send it: dates 'yyyy-MM-dd'; rut '' and folio 0 mean "no filter". */
export interface SearchWindow {
  fechaInicio: string;
  fechaTermino: string;
  rut?: string | null;
  folio?: number | null;
}

/**
 * Checks a search window. Its length is the number of days from Desde to Hasta (Hasta minus Desde, as a user
 * reads '23/10 to 23/11' as 31 days): 2019-01-01..2019-02-01 is 31 days, one day is 0. Browser and server both
 * check with this function, so they agree on every boundary.
 * Allowed: at most 93 days when a rut (non-empty) or folio (non-zero) filter is present, else at most 31.
 * @returns null when the window is valid, otherwise the Spanish message to show:
 *   'Fecha de inicio inválida: ...' / 'Fecha de término inválida: ...' for a date that is not 'yyyy-MM-dd',
 *   'La fecha de término no puede ser anterior a la fecha de inicio.' and
 *   'El rango de fechas no puede ser mayor a 3 meses.' (core-platform §5).
 */
export function validateSearchWindow(window: SearchWindow): string | null {
  if (!isIsoDate(window.fechaInicio)) return `Fecha de inicio inválida: '${window.fechaInicio}'`;
  if (!isIsoDate(window.fechaTermino)) return `Fecha de término inválida: '${window.fechaTermino}'`;
  const days = daysBetween(window.fechaInicio, window.fechaTermino);
  if (days < 0) return 'La fecha de término no puede ser anterior a la fecha de inicio.';
  const filtered = (window.rut ?? '').trim() !== '' || (window.folio ?? 0) !== 0;
  const limit = filtered ? MAX_WINDOW_DAYS_WITH_FILTER : MAX_WINDOW_DAYS;
  return days > limit ? WINDOW_TOO_LONG_MESSAGE : null;
}
