/**
 * The global date filter of the client detail (client-detail.md §2 "Global sticky filter bar": Inicio, Fin):
 * inclusive Chile calendar days 'yyyy-MM-dd'. Default: the last 12 months, from one year before today to today
 * (client-detail.md §2 Cesiones tab "start one year before today").
 */
import { subYears } from 'date-fns';
import { todayInChile } from '@domain/chile-time';

/** Inclusive range of Chile calendar days, both 'yyyy-MM-dd'. */
export interface DetailDateRange {
  inicio: string;
  fin: string;
}

/**
 * The default range for the instant `now`: fin = today in Chile, inicio = the same day one year earlier
 * (29 February maps to 28 February). @returns both 'yyyy-MM-dd'.
 */
export function defaultDetailRange(now: Date): DetailDateRange {
  const fin = todayInChile(now);
  const [year, month, day] = fin.split('-').map(Number) as [number, number, number];
  const start = subYears(new Date(year, month - 1, day), 1);
  const inicio = `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`;
  return { inicio, fin };
}

/**
 * Applies a new Inicio or Fin ('yyyy-MM-dd', from a date input) keeping fin >= inicio: moving one bound past the
 * other moves the other to the same day. An empty value (cleared input) keeps the range unchanged.
 */
export function withBound(range: DetailDateRange, bound: keyof DetailDateRange, value: string): DetailDateRange {
  if (!value) return range;
  if (bound === 'inicio') return { inicio: value, fin: value > range.fin ? value : range.fin };
  return { inicio: value < range.inicio ? value : range.inicio, fin: value };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
