import { validateSearchWindow, type SearchWindow } from '@domain/date-window';

const DAY_MS = 86_400_000;

/** A 'yyyy-MM-dd' date as ms since the epoch at 00:00 UTC (whole days only: no time zone shifts). */
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A search window cut into at most `parts` consecutive windows of whole days, in order, each keeping the rut and folio
 * filter: together they hold the same days as `window`, so reading each and joining the answers in this order gives
 * the whole window's list in API order (the cession lists are ordered by fechaCesion, core-platform §7). A window
 * the search rule refuses (validateSearchWindow, core-platform §5) or of a single day comes back whole, so the server
 * still answers it with its own message.
 * @param window dates 'yyyy-MM-dd'.
 * @returns one to `parts` windows, the first starting on window.fechaInicio, the last ending on window.fechaTermino.
 */
export function splitWindow<W extends SearchWindow>(window: W, parts: number): W[] {
  if (validateSearchWindow(window) !== null) return [window];
  const start = utcDay(window.fechaInicio);
  const days = Math.round((utcDay(window.fechaTermino) - start) / DAY_MS) + 1;
  const count = Math.max(1, Math.min(parts, days));
  return Array.from({ length: count }, (_, part) => ({
    ...window,
    fechaInicio: isoDay(start + Math.floor((part * days) / count) * DAY_MS),
    fechaTermino: isoDay(start + (Math.floor(((part + 1) * days) / count) - 1) * DAY_MS),
  }));
}
