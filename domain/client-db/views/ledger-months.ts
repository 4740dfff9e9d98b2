/**
 * Day and month arithmetic of the monthly aggregates (contraparte_mes, domain/client-db/schema.ts): a date range
 * clamped to the days of the file, month indexes (year × 12 + month − 1) and their first and last days.
 */
import type { LocalDbReader } from '../db-reader';
import { daySpan, type DaySpan } from './day-span';
import type { DateRangeFilter } from './view-filters';

/**
 * A range clamped to the file's first and last ledger day (resumen_dia): desde and hasta 'yyyy-MM-dd', and whether
 * the range starts at the first month's start (or the file's first day) and ends at the last month's end (or the
 * file's last day); undefined when no day is left.
 */
export interface ClampedRange {
  desde: string;
  hasta: string;
  opensMonth: boolean;
  closesMonth: boolean;
}

/** `range` clamped to the file's days (resumen_dia). */
export function clampToLedger(reader: LocalDbReader, range: DateRangeFilter): ClampedRange | undefined {
  const span = daySpan(reader, 'resumen_dia');
  const clamped = span && clampToSpan(span, range);
  if (!span || !clamped) return undefined;
  const { desde, hasta } = clamped;
  return {
    desde,
    hasta,
    opensMonth: desde === span.first || desde === monthStart(monthOf(desde)),
    closesMonth: hasta === span.last || hasta === monthEnd(monthOf(hasta)),
  };
}

/**
 * `range` (fechaDesde/fechaHasta 'yyyy-MM-dd', each optional) clamped to `span`: desde and hasta 'yyyy-MM-dd';
 * undefined when no day of the range is in the span.
 */
export function clampToSpan(span: DaySpan, range: DateRangeFilter): { desde: string; hasta: string } | undefined {
  const desde = range.fechaDesde === undefined || range.fechaDesde < span.first ? span.first : range.fechaDesde;
  const hasta = range.fechaHasta === undefined || range.fechaHasta > span.last ? span.last : range.fechaHasta;
  return desde <= hasta ? { desde, hasta } : undefined;
}

/** Month index year × 12 + month − 1 (contraparte_mes.mes) of a 'yyyy-MM-dd' day. */
export function monthOf(day: string): number {
  return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
}

/** 'yyyy-MM-dd' of the first day of a month index. */
export function monthStart(month: number): string {
  return new Date(Date.UTC(Math.floor(month / 12), month % 12, 1)).toISOString().slice(0, 10);
}

/** 'yyyy-MM-dd' of the last day of a month index. */
export function monthEnd(month: number): string {
  return new Date(Date.UTC(Math.floor(month / 12), (month % 12) + 1, 0)).toISOString().slice(0, 10);
}
