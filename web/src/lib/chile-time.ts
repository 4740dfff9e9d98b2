import { format, isValid, parse } from 'date-fns';
import { tz } from '@date-fns/tz';
import { CHILE_TIME_ZONE } from '../../../domain/chile-time';

const inChile = { in: tz(CHILE_TIME_ZONE) };

/** Wall-time layouts the API uses (schema.graphql, core-platform §3), tried in this order. */
const WALL_TIME_FORMATS = ['yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd HH:mm', 'yyyy-MM-dd', 'dd-MM-yyyy'] as const;

/**
 * Reads an API date as an instant.
 * @param text ISO instant with 'T' (e.g. ultimaActualizacion), or a Chile wall time in one of
 *   'yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd HH:mm', 'yyyy-MM-dd', 'dd-MM-yyyy'.
 * @returns the instant, or null when the text is empty or matches no layout (never throws).
 */
export function parseApiDate(text: string | null | undefined): Date | null {
  const value = text?.trim();
  if (!value) return null;
  if (value.includes('T')) {
    const instant = new Date(value);
    return isValid(instant) ? instant : null;
  }
  for (const layout of WALL_TIME_FORMATS) {
    const parsed = parse(value, layout, new Date(0), inChile);
    if (isValid(parsed)) return parsed;
  }
  return null;
}

/** Formats an instant with a date-fns pattern (e.g. 'dd/MM/yyyy') in America/Santiago time. */
export function formatInChile(instant: Date, pattern: string): string {
  return format(instant, pattern, inChile);
}
