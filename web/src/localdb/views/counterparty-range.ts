/**
 * Per-counterparty document totals of one book over a date range that does not cover the whole file (top lists,
 * claims, cross sales, the counterparty options and the credit notes' shares; client-detail.md §3, §9), without
 * grouping every document of the range: the whole months come from the cumulative monthly aggregate contraparte_mes
 * (the row of the last month minus the row of the month before the first, domain/client-db/schema.ts), the partial
 * edge months from librocv, either added (the days in the range) or subtracted from the whole month (the days outside
 * it), whichever spans fewer days; a range of at most a month is read from librocv alone. The rows are summed here,
 * by contraparte id, in arrays: the statements only read (grouping some 7,000 rows in sql.js cost more than reading
 * them, and mapping the edge documents' RUT keys (rut-keys.ts) through one read of contraparte less than a join per
 * document). The sums are integers, so the answer equals grouping librocv over the range.
 */
import type { LocalDbReader } from '../local-database';
import { bookWhere, counterpartyColumn } from './book-where';
import type { Book } from './credit-notes-for-invoices';
import { NOTE_TYPES_SQL } from './document-sql';
import { clampToLedger, monthEnd, monthOf, monthStart } from './ledger-months';
import { counterpartyKeys, counterpartySlots, type RutKeys } from './rut-keys';
import { SqlWhere, type CounterpartyFilter, type DateRangeFilter } from './view-filters';

/** Which optional columns the caller reads (each costs time on the edge days). */
export interface CounterpartyRangeColumns {
  /** montoCesion of the latest cession of each document (reads cedido_contraparte_dia on the edge days). */
  cedido: boolean;
  /** The claimed documents' count and total. */
  reclamado: boolean;
  /** The latest fechaEmision in the range (keeps the last edge month added, never subtracted). */
  ultimaFecha: boolean;
}

/**
 * One counterparty with documents (notes excluded) in the range: id (contraparte.id, in RUT order), cantidad,
 * total CLP, cedido CLP, reclamadoCantidad, reclamadoTotal CLP (each 0 when not asked), and ultimaFecha 'yyyy-MM-dd'
 * (null when not asked).
 */
export interface CounterpartyRangeTotals {
  id: number;
  cantidad: number;
  total: number;
  cedido: number;
  reclamadoCantidad: number;
  reclamadoTotal: number;
  ultimaFecha: string | null;
}

/**
 * The per-counterparty totals of one date range (and the `deudores` filter when given), book by book: the plan of
 * the range and the RUT -> id map of the edge documents are read once for every book asked.
 */
export class CounterpartyRange {
  private readonly plan: RangePlan;
  private slots: number | undefined;
  private keys: RutKeys | undefined;

  /** @throws RangeError when a bound is not 'yyyy-MM-dd'. */
  constructor(
    private readonly reader: LocalDbReader,
    private readonly filters: DateRangeFilter & CounterpartyFilter,
    private readonly columns: CounterpartyRangeColumns,
  ) {
    new SqlWhere().addDateRange('fecha', filters);
    this.plan = planRange(reader, filters, columns.ultimaFecha);
  }

  /** The counterparties of `book` with documents in the range, by id (RUT order). */
  totals(book: Book): CounterpartyRangeTotals[] {
    const { reader, plan, columns } = this;
    const { deudores } = this.filters;
    this.slots ??= counterpartySlots(reader);
    const sums = new RangeSums(this.slots);
    if (plan.months) addMonths(reader, book, plan.months, columns, deudores, sums);
    for (const scan of plan.scans) {
      this.keys ??= counterpartyKeys(reader);
      addDocuments(reader, book, scan, this.filters, columns, this.keys, sums);
      if (columns.cedido) addCeded(reader, book, scan, deudores, sums);
    }
    return sums.withDocuments(columns.ultimaFecha);
  }
}

/** contraparte_mes at month `hi` added, at month `lo` subtracted (ultimaFecha from `hi` only). */
function addMonths(
  reader: LocalDbReader,
  book: Book,
  months: { hi: number; lo: number },
  columns: CounterpartyRangeColumns,
  deudores: readonly string[] | undefined,
  sums: RangeSums,
): void {
  const where = new SqlWhere()
    .add('ventaOCompra = ?', book)
    .add('mes IN (?, ?)', months.lo, months.hi)
    .addCounterpartyIds('idContraparte', deudores);
  const rows = reader.values(
    `SELECT mes, idContraparte, cantidad, total, ${columns.cedido ? 'cedido' : 'NULL'},
      ${columns.reclamado ? 'reclamadoCantidad, reclamadoTotal' : 'NULL, NULL'}, ${columns.ultimaFecha ? 'ultimaFecha' : 'NULL'}
    FROM contraparte_mes ${where.sql}`,
    where.params,
  );
  for (const [mes, id, cantidad, total, cedido, reclamadoCantidad, reclamadoTotal, ultimaFecha] of rows) {
    const at = id as number;
    const sign = mes === months.hi ? 1 : -1;
    sums.add('cantidad', at, sign * (cantidad as number));
    sums.add('total', at, sign * (total as number));
    if (columns.cedido) sums.add('cedido', at, sign * (cedido as number));
    if (columns.reclamado) {
      sums.add('reclamadoCantidad', at, sign * (reclamadoCantidad as number));
      sums.add('reclamadoTotal', at, sign * (reclamadoTotal as number));
    }
    if (sign === 1 && columns.ultimaFecha) sums.keepLatest(at, ultimaFecha as number);
  }
}

/** The documents (notes excluded) of the scan's days, added or subtracted one by one. */
function addDocuments(
  reader: LocalDbReader,
  book: Book,
  scan: EdgeScan,
  filters: CounterpartyFilter,
  columns: CounterpartyRangeColumns,
  keys: RutKeys,
  sums: RangeSums,
): void {
  const sign = scan.add ? 1 : -1;
  const latest = scan.add && columns.ultimaFecha;
  const where = bookWhere(reader, book, { fechaDesde: scan.desde, fechaHasta: scan.hasta, deudores: filters.deudores })
    .add(`d.tipoDTE NOT IN ${NOTE_TYPES_SQL}`);
  const day = "CAST(replace(d.fechaEmision, '-', '') AS INTEGER)"; // yyyyMMdd, as contraparte_mes.ultimaFecha
  const documents = reader.values(
    `SELECT ${keys.sql(counterpartyColumn(book))}, d.total, ${columns.reclamado ? 'd.reclamado' : 'NULL'}, ${latest ? day : 'NULL'}
    FROM librocv d ${where.sql}`,
    where.params,
  );
  for (const [key, total, reclamado, fechaEmision] of documents) {
    const at = keys.valueOf(key);
    sums.add('cantidad', at, sign);
    sums.add('total', at, sign * (total as number));
    if (reclamado === 1) {
      sums.add('reclamadoCantidad', at, sign);
      sums.add('reclamadoTotal', at, sign * (total as number));
    }
    if (latest) sums.keepLatest(at, fechaEmision as number);
  }
}

/** The latest cession amounts of the scan's days (cedido_contraparte_dia), added or subtracted. */
function addCeded(
  reader: LocalDbReader,
  book: Book,
  scan: EdgeScan,
  deudores: readonly string[] | undefined,
  sums: RangeSums,
): void {
  const sign = scan.add ? 1 : -1;
  const where = new SqlWhere()
    .add('ventaOCompra = ?', book)
    .add('fecha >= ? AND fecha <= ?', scan.desde, scan.hasta)
    .addCounterpartyIds('idContraparte', deudores);
  const rows = reader.values(
    `SELECT idContraparte, cedido FROM cedido_contraparte_dia ${where.sql}`,
    where.params,
  );
  for (const [id, cedido] of rows) sums.add('cedido', id as number, sign * (cedido as number));
}

/**
 * Running sums indexed by contraparte id (0..size-1), one array per column: amounts CLP (integers, exact in a double),
 * ultimaFecha as the integer yyyyMMdd (0 when none). Arrays, not a map of objects: the edge days add thousands of rows.
 */
class RangeSums {
  readonly cantidad: Float64Array;
  readonly total: Float64Array;
  readonly cedido: Float64Array;
  readonly reclamadoCantidad: Float64Array;
  readonly reclamadoTotal: Float64Array;
  readonly ultimaFecha: Float64Array;

  constructor(size: number) {
    [this.cantidad, this.total, this.cedido, this.reclamadoCantidad, this.reclamadoTotal, this.ultimaFecha] = Array.from(
      { length: 6 },
      () => new Float64Array(size),
    ) as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  }

  /**
   * Adds `value` (negative to subtract) to `column` of `id`.
   * @throws Error when `id` is past the largest contraparte id (a damaged file).
   */
  add(column: 'cantidad' | 'total' | 'cedido' | 'reclamadoCantidad' | 'reclamadoTotal', id: number, value: number): void {
    const sums = this[column];
    if (id >= sums.length) throw new Error(`contraparte id ${id} missing from contraparte`);
    sums[id] = sums[id]! + value;
  }

  /** Keeps the later of the stored ultimaFecha of `id` and `day` (yyyyMMdd). */
  keepLatest(id: number, day: number): void {
    this.ultimaFecha[id] = Math.max(this.ultimaFecha[id]!, day);
  }

  /** The counterparties with documents (cantidad > 0), by id, ultimaFecha as 'yyyy-MM-dd' when `withLatest`. */
  withDocuments(withLatest: boolean): CounterpartyRangeTotals[] {
    const rows: CounterpartyRangeTotals[] = [];
    this.cantidad.forEach((cantidad, id) => {
      if (cantidad <= 0) return;
      rows.push({
        id,
        cantidad,
        total: this.total[id]!,
        cedido: this.cedido[id]!,
        reclamadoCantidad: this.reclamadoCantidad[id]!,
        reclamadoTotal: this.reclamadoTotal[id]!,
        ultimaFecha: withLatest ? isoDay(this.ultimaFecha[id]!) : null,
      });
    });
    return rows;
  }
}

/**
 * The top-list order of client-detail.md §9: largest `amount` first, then by RUT (contraparte ids are in RUT order);
 * the first `limit` rows (all when omitted).
 */
export function largestFirst<T extends { id: number }>(rows: readonly T[], amount: (row: T) => number, limit?: number): T[] {
  return [...rows].sort((a, b) => amount(b) - amount(a) || a.id - b.id).slice(0, limit);
}

/** The integer yyyyMMdd as 'yyyy-MM-dd'. */
function isoDay(day: number): string {
  const text = String(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
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
  const clamped = clampToLedger(reader, filters);
  if (!clamped) return { scans: [] };
  const { desde, hasta, opensMonth, closesMonth } = clamped;
  const first = monthOf(desde);
  const last = monthOf(hasta);
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

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `desde` to `hasta`, both included (0 when hasta is before desde). */
function dayCount(desde: string, hasta: string): number {
  return Math.max(0, Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / DAY_MS) + 1);
}
