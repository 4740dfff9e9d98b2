import { backtestWindows, type BacktestWindows } from '@domain/kpis/radar-config/radar-backtest';
import { currentMonth, defaultMonthRange, type MonthRange } from '@web/lib/month-range';

/** The months the configuration editor reads from the factoring's client list. */
export interface EditorMonths {
  /** The live preview's months: the client list's default range (client-radar.md §9, the last 3 months). */
  preview: MonthRange;
  /** The backtest's windows (domain radarBacktest). */
  windows: BacktestWindows;
  /** Both together: the one range read, so a single download of the client-list database serves the two. */
  read: MonthRange;
}

/**
 * The editor's months for the instant `now` (Chile time), e.g. in 2026-11: preview 2026-09..2026-11, backtest
 * 2026-08..2026-09 then 2026-10..2026-11, read 2026-08..2026-11.
 */
export function editorMonths(now: Date): EditorMonths {
  const preview = defaultMonthRange(now);
  const windows = backtestWindows(currentMonth(now));
  const months = [preview.start, preview.end, ...windows.before, ...windows.after].sort();
  return { preview, windows, read: { start: months[0]!, end: months.at(-1)! } };
}
