/**
 * The month window of a tool call (domain/assistant/assistant-port.ts ToolArgs): 'yyyy-MM' months, both inclusive,
 * turned into the day range the client-detail views filter on. Absent bounds take the client detail's default, the
 * last 12 months (client-detail.md §2 "Global sticky filter bar").
 */
import { shiftMonth } from '../calendar-month';
import { formatDia } from '../es-cl-format';
import type { ToolArgs } from './assistant-port';

/** Months of the default window, the current one included. */
export const DEFAULT_WINDOW_MONTHS = 12;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The window as days 'yyyy-MM-dd' (inclusive) and as shown ('01-12-2025 al 29-11-2026'). */
export interface ToolWindow {
  fechaDesde: string;
  fechaHasta: string;
  texto: string;
}

/**
 * @param args desde/hasta 'yyyy-MM' (either may be absent); today 'yyyy-MM-dd' in Chile.
 * @returns from the first day of `desde` to the last day of `hasta`, not past today. Absent `hasta`: this month;
 *   absent `desde`: {@link DEFAULT_WINDOW_MONTHS} months up to `hasta`.
 * @throws RangeError when a bound is not 'yyyy-MM', `desde` is after `hasta`, or the window starts after today.
 */
export function toolWindow(args: ToolArgs, today: string): ToolWindow {
  for (const bound of [args.desde, args.hasta])
    if (bound !== undefined && !MONTH.test(bound)) throw new RangeError(`Mes inválido (se espera yyyy-MM): '${bound}'`);
  const hasta = args.hasta ?? today.slice(0, 7);
  const desde = args.desde ?? shiftMonth(hasta, 1 - DEFAULT_WINDOW_MONTHS);
  if (desde > hasta) throw new RangeError(`El mes inicial ${desde} es posterior al final ${hasta}`);
  const fechaDesde = `${desde}-01`;
  if (fechaDesde > today) throw new RangeError(`El período comienza después de hoy (${desde})`);
  const last = lastDayOf(hasta);
  const fechaHasta = last < today ? last : today;
  return { fechaDesde, fechaHasta, texto: `${formatDia(fechaDesde)} al ${formatDia(fechaHasta)}` };
}

/** 'yyyy-MM' -> its last day 'yyyy-MM-dd'. */
function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}
