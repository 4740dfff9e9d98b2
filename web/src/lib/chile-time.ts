import { format, isValid, parse } from 'date-fns';
import { tz, TZDate } from '@date-fns/tz';
import { CHILE_TIME_ZONE } from '@domain/chile-time';

const inChile = { in: tz(CHILE_TIME_ZONE) };

/** Wall-time layouts the API uses (schema.graphql, core-platform §3), tried in this order. */
const WALL_TIME_FORMATS = ['yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd HH:mm', 'yyyy-MM-dd', 'dd-MM-yyyy'] as const;

/** The same layouts written in full (4-digit year from 1000, 2-digit fields): read without date-fns' parser. */
const FULL_WALL_TIME = /^(?:(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?|(\d{2})-(\d{2})-(\d{4}))$/;

/** The fields of a wall time written in full: year, month (1-12), day, hour, minute, second. */
type WallFields = [number, number, number, number, number, number];

/**
 * Reads the fields of a wall time written in full (e.g. '2019-04-05 12:34', '30-06-2019') without date-fns' parser
 * (about ten times slower with a time zone, and it runs for every date cell).
 * @returns the fields, or null when the text is not in full form or a field is out of range (year before 1000,
 *   a day the month does not have, hour 24...).
 */
function readWallFields(value: string): WallFields | null {
  const match = FULL_WALL_TIME.exec(value);
  if (!match) return null;
  const written = match[1] ? match.slice(1, 7) : [match[9], match[8], match[7], '0', '0', '0'];
  const fields = written.map((field) => Number(field ?? 0)) as WallFields;
  const [year, month, day, hour, minute, second] = fields;
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const inRange =
    year >= 1000 &&
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === day &&
    utc.getUTCHours() === hour &&
    utc.getUTCMinutes() === minute &&
    utc.getUTCSeconds() === second;
  return inRange ? fields : null;
}

/**
 * The Chile calendar day 'dd/MM/yyyy' of an API wall time written in full, read straight from its fields: a Chile
 * wall time falls on its own written day (a time skipped by the daylight-saving change moves forward within the
 * same day, since Chile changes at midnight).
 * @returns the day, or null when the text is not a wall time in full form (an ISO instant, another layout, bad data).
 */
export function wallTimeDay(text: string): string | null {
  const fields = readWallFields(text.trim());
  if (!fields) return null;
  const [year, month, day] = fields;
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** A wall time written in full as its Chile instant (null as {@link readWallFields}). */
function readFullWallTime(value: string): Date | null {
  const fields = readWallFields(value);
  if (!fields) return null;
  const [year, month, day, hour, minute, second] = fields;
  return new TZDate(year, month - 1, day, hour, minute, second, CHILE_TIME_ZONE);
}

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
  const full = readFullWallTime(value);
  if (full) return full;
  for (const layout of WALL_TIME_FORMATS) {
    const parsed = parse(value, layout, new Date(0), inChile);
    if (isValid(parsed)) return parsed;
  }
  return null;
}

/** Chile wall-clock fields of an instant; one formatter for the whole app (building one per call is slow). */
const chileFields = new Intl.DateTimeFormat('en-US', {
  timeZone: CHILE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The display patterns of the tables, built from chileFields' parts instead of date-fns' format. */
const FAST_PATTERNS: Record<string, (f: Record<string, string>) => string> = {
  'dd/MM/yyyy': (f) => `${f.day}/${f.month}/${f.year}`,
  'dd/MM/yyyy HH:mm': (f) => `${f.day}/${f.month}/${f.year} ${f.hour}:${f.minute}`,
};

/** Formats an instant with a date-fns pattern (e.g. 'dd/MM/yyyy') in America/Santiago time. */
export function formatInChile(instant: Date, pattern: string): string {
  const fast = FAST_PATTERNS[pattern];
  const year = instant.getUTCFullYear();
  if (!fast || !(year > 1000 && year < 9999)) return format(instant, pattern, inChile);
  const fields: Record<string, string> = {};
  for (const part of chileFields.formatToParts(instant)) fields[part.type] = part.value;
  return fast(fields);
}
