/**
 * Display of a column's value (client-radar.md §9 "Formatting: es-CL locale, 2 decimals by default, percentages
 * with %, in-millions with suffix M"; §5 "Division by zero yields empty").
 */
import type { ColumnDefinition } from './types';

/** Decimals shown when the column does not set `decimals`. */
const DEFAULT_DECIMALS = 2;

/**
 * Formats a value for the client list and its Excel export.
 * - null, undefined or a non-finite number -> '' (empty cell);
 * - es-CL digits ('.' thousands, ',' decimals), `column.decimals` decimals (2 by default), no '-0';
 * - a kpi column with inMillions: the value divided by 1,000,000 followed by 'M' ('12,35M');
 * - format 'percentage': the value (already in percent, 0..100) followed by '%' ('85,50%').
 * @returns the text to show.
 */
export function formatColumnValue(value: number | null | undefined, column: ColumnDefinition): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const decimals = column.decimals ?? DEFAULT_DECIMALS;
  const inMillions = column.type === 'kpi' && column.inMillions === true;
  const text = new Intl.NumberFormat('es-CL', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'negative',
  }).format(inMillions ? value / 1_000_000 : value);
  if (inMillions) return `${text}M`;
  return column.format === 'percentage' ? `${text}%` : text;
}
