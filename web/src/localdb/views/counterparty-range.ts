/**
 * Per-counterparty document totals of one book over a date range that does not cover the whole file (top lists,
 * claims, cross sales and the counterparty options; client-detail.md §3, §9), without grouping every document of the
 * range: the whole months come from the cumulative monthly aggregate contraparte_mes (the row of the last month minus
 * the row of the month before the first, domain/client-db/schema.ts), the partial edge months from librocv, either
 * added (the days in the range) or subtracted from the whole month (the days outside it), whichever spans fewer days;
 * a range of at most a month is read from librocv alone.
 * The sums are integers, so the answer equals grouping librocv over the range.
 */
import type { LocalDbReader } from '../local-database';
import { bookWhere, counterpartyColumn } from './book-where';
import type { Book } from './credit-notes-for-invoices';
import { NOTE_TYPES_SQL } from './document-sql';
import { SqlWhere, type CounterpartyFilter, type DateRangeFilter } from './view-filters';

/** Which optional columns the caller reads (each costs time on the edge days). */
export interface CounterpartyRangeColumns {
  /** montoCesion of the latest cession of each document (reads cedido_contraparte_dia on the edge days). */
  cedido: boolean;
  /** The latest fechaEmision in the range (keeps the last edge month added, never subtracted). */
  ultimaFecha: boolean;
}

/**
 * SQL of a sub-query with one row per counterparty of `book` with documents (notes excluded) in the range:
 * rut, cantidad, total (CLP), cedido (CLP, 0 when not asked), reclamadoCantidad, reclamadoTotal (CLP) and
 * ultimaFecha ('yyyy-MM-dd', NULL when not asked), in no particular order, with its '?' parameters.
 * @throws RangeError when a bound is not 'yyyy-MM-dd'.
 */
export function counterpartyRangeSql(
  reader: LocalDbReader,
  book: Book,
  filters: DateRangeFilter & CounterpartyFilter,
  columns: CounterpartyRangeColumns,
): { sql: string; params: (string | number)[] } {
  new SqlWhere().addDateRange('fecha', filters);
  const plan = planRange(reader, filters, columns.ultimaFecha);
  const direct = directScan(plan);
  if (direct) return directSql(reader, book, { ...filters, ...direct }, columns);
  const rows = rowsSql(reader, book, filters, columns, plan);
  return {
    sql: `SELECT k.rut AS rut, g.cantidad, g.total, g.cedido, g.reclamadoCantidad, g.reclamadoTotal,
      ${columns.ultimaFecha ? isoDaySql('g.ultimaFecha') : 'NULL'} AS ultimaFecha
    FROM (SELECT id, SUM(cantidad) AS cantidad, SUM(total) AS total, SUM(cedido) AS cedido,
        SUM(reclamadoCantidad) AS reclamadoCantidad, SUM(reclamadoTotal) AS reclamadoTotal, MAX(ultimaFecha) AS ultimaFecha
      FROM (${rows.sql}) GROUP BY id HAVING SUM(cantidad) > 0) g
    JOIN contraparte k ON k.id = g.id`,
    params: rows.params,
  };
}

/** The 'yyyy-MM-dd' text of an integer yyyyMMdd SQL expression (contraparte_mes.ultimaFecha). */
export function isoDaySql(expression: string): string {
  return `printf('%s-%s-%s', substr(${expression}, 1, 4), substr(${expression}, 5, 2), substr(${expression}, 7, 2))`;
}

/**
 * The rows that {@link counterpartyRangeSql} groups, or undefined when the range is read straight from librocv (at
 * most a month, see planRange; use counterpartyRangeSql then): id (contraparte.id), cantidad, total, cedido,
 * reclamadoCantidad, reclamadoTotal (each signed: a counterparty's totals over the range are their SUM by id, kept
 * when SUM(cantidad) > 0) and ultimaFecha (integer yyyyMMdd or NULL; the latest is their MAX), with '?' parameters.
 * For callers that group several books in one pass (cross sales).
 * @throws RangeError when a bound is not 'yyyy-MM-dd'.
 */
export function counterpartyRangeRowsSql(
  reader: LocalDbReader,
  book: Book,
  filters: DateRangeFilter & CounterpartyFilter,
  columns: CounterpartyRangeColumns,
): { sql: string; params: (string | number)[] } | undefined {
  new SqlWhere().addDateRange('fecha', filters);
  const plan = planRange(reader, filters, columns.ultimaFecha);
  return directScan(plan) ? undefined : rowsSql(reader, book, filters, columns, plan);
}

/** The single scan of a plan read straight from librocv, if it is one. */
function directScan(plan: RangePlan): EdgeScan | undefined {
  const [only] = plan.scans;
  return plan.months === undefined && plan.scans.length === 1 ? only : undefined;
}

/** {@link counterpartyRangeRowsSql} of a plan that is not a direct scan. */
function rowsSql(
  reader: LocalDbReader,
  book: Book,
  filters: CounterpartyFilter,
  columns: CounterpartyRangeColumns,
  plan: RangePlan,
): { sql: string; params: (string | number)[] } {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  const ruts = new SqlWhere().addIn('rut', filters.deudores);
  const idIn = (id: string): string => (ruts.params.length === 0 ? '' : `AND ${id} IN (SELECT id FROM contraparte ${ruts.sql})`);
  if (plan.months) {
    const signed = (column: string): string => `CASE m.mes WHEN ? THEN m.${column} ELSE -m.${column} END`;
    parts.push(`SELECT m.idContraparte AS id, ${signed('cantidad')} AS cantidad, ${signed('total')} AS total,
      ${signed('cedido')} AS cedido, ${signed('reclamadoCantidad')} AS reclamadoCantidad,
      ${signed('reclamadoTotal')} AS reclamadoTotal, CASE m.mes WHEN ? THEN m.ultimaFecha END AS ultimaFecha
    FROM contraparte_mes m
    WHERE m.ventaOCompra = ? AND m.mes IN (?, ?) ${idIn('m.idContraparte')}`);
    params.push(...Array<number>(6).fill(plan.months.hi), book, plan.months.lo, plan.months.hi, ...ruts.params);
  }
  const column = counterpartyColumn(book);
  for (const scan of plan.scans) {
    const sign = scan.add ? '' : '-';
    const where = bookWhere(reader, book, { fechaDesde: scan.desde, fechaHasta: scan.hasta, deudores: filters.deudores })
      .add(`d.tipoDTE NOT IN ${NOTE_TYPES_SQL}`);
    parts.push(`SELECT k.id AS id, ${sign}1 AS cantidad, ${sign}d.total AS total, 0 AS cedido,
      ${sign}(d.reclamado = 1) AS reclamadoCantidad, CASE WHEN d.reclamado = 1 THEN ${sign}d.total ELSE 0 END AS reclamadoTotal,
      ${scan.add && columns.ultimaFecha ? "CAST(replace(d.fechaEmision, '-', '') AS INTEGER)" : 'NULL'} AS ultimaFecha
    FROM librocv d JOIN contraparte k ON k.rut = ${column} ${where.sql}`);
    params.push(...where.params);
    if (!columns.cedido) continue;
    parts.push(`SELECT c.idContraparte AS id, 0 AS cantidad, 0 AS total, ${sign}c.cedido AS cedido, 0 AS reclamadoCantidad,
      0 AS reclamadoTotal, NULL AS ultimaFecha
    FROM cedido_contraparte_dia c
    WHERE c.ventaOCompra = ? AND c.fecha >= ? AND c.fecha <= ? ${idIn('c.idContraparte')}`);
    params.push(book, scan.desde, scan.hasta, ...ruts.params);
  }
  if (parts.length === 0) {
    parts.push(`SELECT NULL AS id, 0 AS cantidad, 0 AS total, 0 AS cedido, 0 AS reclamadoCantidad, 0 AS reclamadoTotal,
    NULL AS ultimaFecha WHERE 0`);
  }
  return { sql: parts.join('\nUNION ALL\n'), params };
}

/** The same rows grouped straight from librocv (a range of at most a month). */
function directSql(
  reader: LocalDbReader,
  book: Book,
  filters: CounterpartyFilter & { desde: string; hasta: string },
  columns: CounterpartyRangeColumns,
): { sql: string; params: (string | number)[] } {
  const where = bookWhere(reader, book, { fechaDesde: filters.desde, fechaHasta: filters.hasta, deudores: filters.deudores })
    .add(`d.tipoDTE NOT IN ${NOTE_TYPES_SQL}`);
  const column = counterpartyColumn(book);
  return {
    sql: `SELECT ${column} AS rut, COUNT(*) AS cantidad, SUM(d.total) AS total,
      ${columns.cedido ? 'COALESCE(SUM(u.montoCesion), 0)' : '0'} AS cedido, SUM(d.reclamado = 1) AS reclamadoCantidad,
      SUM(CASE WHEN d.reclamado = 1 THEN d.total ELSE 0 END) AS reclamadoTotal,
      ${columns.ultimaFecha ? 'MAX(d.fechaEmision)' : 'NULL'} AS ultimaFecha
    FROM librocv d
    ${columns.cedido ? 'LEFT JOIN ultima_cesion u ON u.rutEmisor = d.rutEmisor AND u.tipoDTE = d.tipoDTE AND u.folioDTE = d.folio' : ''}
    ${where.sql} GROUP BY ${column}`,
    params: where.params,
  };
}

/** Days 'yyyy-MM-dd' read from librocv, added to or subtracted from the aggregate. */
interface EdgeScan {
  desde: string;
  hasta: string;
  add: boolean;
}

/** The answer is contraparte_mes at month `hi` minus at month `lo` (when months are given) plus or minus the scans. */
interface RangePlan {
  months?: { hi: number; lo: number };
  scans: EdgeScan[];
}

/** The plan of the range clamped to the file's days (resumen_dia); no part when nothing is left. */
function planRange(reader: LocalDbReader, filters: DateRangeFilter, keepLastAdded: boolean): RangePlan {
  const [span] = reader.all<{ first: string | null; last: string | null }>('SELECT MIN(fecha) AS first, MAX(fecha) AS last FROM resumen_dia');
  if (!span?.first || !span.last) return { scans: [] };
  const desde = filters.fechaDesde === undefined || filters.fechaDesde < span.first ? span.first : filters.fechaDesde;
  const hasta = filters.fechaHasta === undefined || filters.fechaHasta > span.last ? span.last : filters.fechaHasta;
  if (desde > hasta) return { scans: [] };
  const first = monthOf(desde);
  const last = monthOf(hasta);
  const opensMonth = desde === span.first || desde === monthStart(first);
  const closesMonth = hasta === span.last || hasta === monthEnd(last);
  if (first === last || dayCount(desde, hasta) <= DIRECT_SCAN_DAYS) return { scans: [{ desde, hasta, add: true }] };
  const scans: EdgeScan[] = [];
  let lo = first - 1;
  if (opensMonth || dayCount(monthStart(first), addDays(desde, -1)) < dayCount(desde, monthEnd(first))) {
    scans.push(...beforeScan(opensMonth, first, desde));
  } else {
    lo = first;
    scans.push({ desde, hasta: monthEnd(first), add: true });
  }
  let hi = last;
  if (closesMonth || (!keepLastAdded && dayCount(addDays(hasta, 1), monthEnd(last)) < dayCount(monthStart(last), hasta))) {
    scans.push(...afterScan(closesMonth, last, hasta));
  } else {
    hi = last - 1;
    scans.push({ desde: monthStart(last), hasta, add: true });
  }
  return hi === lo ? { scans } : { months: { hi, lo }, scans };
}

/** The days of month `month` before `desde`, subtracted (none when the range opens the month). */
function beforeScan(opensMonth: boolean, month: number, desde: string): EdgeScan[] {
  return opensMonth ? [] : [{ desde: monthStart(month), hasta: addDays(desde, -1), add: false }];
}

/** The days of month `month` after `hasta`, subtracted (none when the range closes the month). */
function afterScan(closesMonth: boolean, month: number, hasta: string): EdgeScan[] {
  return closesMonth ? [] : [{ desde: addDays(hasta, 1), hasta: monthEnd(month), add: false }];
}

const DAY_MS = 86_400_000;

/**
 * Ranges up to this many days are read from librocv directly: two rows of contraparte_mes per counterparty cost
 * about as much as a month of documents (tests/bench/localdb-views.ts).
 */
const DIRECT_SCAN_DAYS = 31;

/** Month index year × 12 + month − 1 (contraparte_mes.mes) of a 'yyyy-MM-dd' day. */
function monthOf(day: string): number {
  return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
}

function monthStart(month: number): string {
  return new Date(Date.UTC(Math.floor(month / 12), month % 12, 1)).toISOString().slice(0, 10);
}

function monthEnd(month: number): string {
  return new Date(Date.UTC(Math.floor(month / 12), (month % 12) + 1, 0)).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `desde` to `hasta`, both included (0 when hasta is before desde). */
function dayCount(desde: string, hasta: string): number {
  return Math.max(0, Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / DAY_MS) + 1);
}
