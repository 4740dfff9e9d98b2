/**
 * How a per-counterparty range is read from the cumulative snapshots of contraparte_mes (domain/client-db/schema.ts):
 * the sums up to a day are those of the nearest snapshot (a month's end, or its day 15 when the columns asked have
 * one) plus or minus the documents of the days between, read from librocv. A range is the snapshot of its last day
 * minus that of the day before its first, so it reads two rows per counterparty and the documents of a few days at
 * each end: at most 15 days with month ends alone, 8 with the quincenas. A short range is read from librocv alone when
 * its days cost less than the snapshots and their edge days (SNAPSHOT_PAIR_DAYS).
 */
import { addDays as addCalendarDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { DaySpan } from './day-span';
import { clampToSpan, monthEnd, monthOf } from './ledger-months';
import type { DateRangeFilter } from './view-filters';

/** A cumulative row of contraparte_mes: month index `mes`, up to its day 15 (`quincena`) or to its end. */
export interface Snapshot {
  mes: number;
  quincena: boolean;
}

/** Days 'yyyy-MM-dd' (both included) read from librocv, added to or subtracted from the snapshots. */
export interface EdgeScan {
  desde: string;
  hasta: string;
  add: boolean;
}

/** The range is the sum of the snapshots (each with its sign) plus or minus the scans. */
export interface RangePlan {
  snapshots: { snapshot: Snapshot; sign: 1 | -1 }[];
  scans: EdgeScan[];
}

/**
 * The plan of `range` (fechaDesde/fechaHasta 'yyyy-MM-dd', each optional) within the file's first and last ledger day
 * `span` (undefined for an empty file): nothing when no day of the range is in the file.
 * @param quincenas whether the columns read have the day-15 snapshot (contraparte_mes.cantidadQuincena, totalQuincena).
 */
export function planRange(span: DaySpan | undefined, range: DateRangeFilter, quincenas: boolean): RangePlan {
  const clamped = span && clampToSpan(span, range);
  if (!span || !clamped) return { snapshots: [], scans: [] };
  const { desde, hasta } = clamped;
  const hi = upTo(hasta, span, quincenas);
  const lo = upTo(addDays(desde, -1), span, quincenas);
  const edgeDays = [hi.scan, lo.scan].reduce((days, scan) => days + (scan ? dayCount(scan.desde, scan.hasta) : 0), 0);
  if (dayCount(desde, hasta) <= edgeDays + SNAPSHOT_PAIR_DAYS)
    return { snapshots: [], scans: [{ desde, hasta, add: true }] };
  return {
    snapshots: [
      ...(hi.snapshot ? [{ snapshot: hi.snapshot, sign: 1 as const }] : []),
      ...(lo.snapshot ? [{ snapshot: lo.snapshot, sign: -1 as const }] : []),
    ],
    scans: [...(hi.scan ? [hi.scan] : []), ...(lo.scan ? [{ ...lo.scan, add: !lo.scan.add }] : [])],
  };
}

/**
 * The sums up to `day` (included): the snapshot whose last day is nearest (none before the file's first month: no
 * rows there), and the days between read from librocv (only those within the file's span hold documents).
 */
function upTo(day: string, span: DaySpan, quincenas: boolean): { snapshot?: Snapshot; scan?: EdgeScan } {
  if (day < span.first) return {};
  const mes = monthOf(day);
  const candidates = [
    { snapshot: mes - 1 >= monthOf(span.first) ? { mes: mes - 1, quincena: false } : undefined, at: monthEnd(mes - 1) },
    ...(quincenas ? [{ snapshot: { mes, quincena: true }, at: `${day.slice(0, 8)}15` }] : []),
    { snapshot: { mes, quincena: false }, at: monthEnd(mes) },
  ].map(({ snapshot, at }) => ({ snapshot, scan: scanBetween(at, day, span) }));
  const days = (scan: EdgeScan | undefined): number => (scan ? dayCount(scan.desde, scan.hasta) : 0);
  return candidates.reduce((best, candidate) => (days(candidate.scan) < days(best.scan) ? candidate : best));
}

/**
 * The days from a snapshot's last day `at` to `day` within `span`: added when `at` is before `day`, subtracted when
 * after; undefined when none holds documents.
 */
function scanBetween(at: string, day: string, span: DaySpan): EdgeScan | undefined {
  const [desde, hasta, add] = at < day ? [addDays(at, 1), day, true] : [addDays(day, 1), at, false];
  const from = desde < span.first ? span.first : desde;
  const to = hasta > span.last ? span.last : hasta;
  return from <= to ? { desde: from, hasta: to, add } : undefined;
}

/**
 * Reading two snapshots (two rows of contraparte_mes per counterparty) costs about as much as reading this many days
 * of documents. Cross sales at 2,000 counterparties and 410 documents a day (tests/bench/client-db.ts), from the
 * snapshots against from librocv alone, interleaved: Jul 1-31 (no edge day) 7.1 against 13.4 ms, Jul 10 - Aug 9 (12
 * edge days) 12.8 against 14.9, Jul 5-29 (6 edge days, 25 days) 6.5 against 6.7.
 */
const SNAPSHOT_PAIR_DAYS = 18;

/** `day` 'yyyy-MM-dd' moved by `days` calendar days. */
function addDays(day: string, days: number): string {
  return format(addCalendarDays(parseISO(day), days), 'yyyy-MM-dd');
}

/** Days from `desde` to `hasta`, both included (0 when hasta is before desde). */
function dayCount(desde: string, hasta: string): number {
  return Math.max(0, differenceInCalendarDays(parseISO(hasta), parseISO(desde)) + 1);
}
