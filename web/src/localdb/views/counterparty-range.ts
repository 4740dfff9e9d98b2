/**
 * Per-counterparty document totals of one book over a date range that does not cover the whole file (top lists,
 * claims, cross sales, the counterparty options and the credit notes' shares; client-detail.md §3, §9), without
 * grouping every document of the range: the whole months come from the cumulative monthly aggregate contraparte_mes
 * (the row of the last month minus the row of the month before the first, domain/client-db/schema.ts), the partial
 * edge months from librocv, either added (the days in the range) or subtracted from the whole month (the days outside
 * it), whichever spans fewer days; a range of at most a month is read from librocv alone. The rows are summed here,
 * by contraparte id, in arrays: the statements only read (grouping some 7,000 rows in sql.js cost more than reading
 * them, and mapping the edge documents' RUT keys (rut-keys.ts) through one read of contraparte less than a join per
 * document). The sums are integers, so the answer equals grouping librocv over the range. The ceded amounts, shown
 * only for the rows of a page, are read for those counterparties alone (by id from contraparte_mes and
 * cedido_contraparte_dia), not for every counterparty of the range.
 */
import type { LocalDbReader } from '../local-database';
import { bookWhere, counterpartyColumn } from './book-where';
import type { Book } from './credit-notes-for-invoices';
import { notNoteSql } from './document-sql';
import { clampToLedger, monthEnd, monthOf, monthStart } from './ledger-months';
import { counterpartyKeys, counterpartySlots, type RutKeys } from './rut-keys';
import { SqlWhere, type CounterpartyFilter, type DateRangeFilter } from './view-filters';

/**
 * One counterparty with documents (notes excluded) in the range: id (contraparte.id, in RUT order), cantidad,
 * total CLP, reclamadoCantidad and reclamadoTotal CLP (0 unless asked).
 */
export interface CounterpartyRangeTotals {
  id: number;
  cantidad: number;
  total: number;
  reclamadoCantidad: number;
  reclamadoTotal: number;
}

/**
 * The per-counterparty totals of one date range (and the `deudores` filter when given), book by book: the plan of
 * the range and the RUT -> id map of the edge documents are read once for every book asked. What a list shows only
 * for its page (the ceded amounts) is read for the page's counterparties alone ({@link CounterpartyRange.cedido}).
 */
export class CounterpartyRange {
  private readonly plan: RangePlan;
  private slots: number | undefined;
  private keys: RutKeys | undefined;

  /**
   * @param options.reclamado read the claimed documents' count and total too (costs a column per edge document).
   * @throws RangeError when a bound is not 'yyyy-MM-dd'.
   */
  constructor(
    private readonly reader: LocalDbReader,
    private readonly filters: DateRangeFilter & CounterpartyFilter,
    private readonly options: { reclamado: boolean } = { reclamado: false },
  ) {
    new SqlWhere().addDateRange('fecha', filters);
    this.plan = planRange(reader, filters);
  }

  /** The counterparties of `book` with documents in the range, by id (RUT order). */
  totals(book: Book): CounterpartyRangeTotals[] {
    const { reader, plan, options } = this;
    this.slots ??= counterpartySlots(reader);
    const sums = new RangeSums(this.slots);
    if (plan.months) addMonths(reader, book, plan.months, options.reclamado, this.filters.deudores, sums);
    for (const scan of plan.scans) {
      this.keys ??= counterpartyKeys(reader);
      addDocuments(reader, book, scan, this.filters, options.reclamado, this.keys, sums);
    }
    return sums.withDocuments();
  }

  /**
   * The ceded amounts CLP (montoCesion of the latest cession of each document, notes excluded) of `book` in the range
   * for the counterparties `ids` only (a page of rows): the plan's months from contraparte_mes and its edge days from
   * cedido_contraparte_dia, both read by id. Every id of `ids` has an entry (0 when nothing was ceded).
   */
  cedido(book: Book, ids: readonly number[]): Map<number, number> {
    const cedido = new Map(ids.map((id) => [id, 0]));
    if (ids.length === 0) return cedido;
    const { reader, plan } = this;
    const add = (id: number, amount: number): void => {
      cedido.set(id, cedido.get(id)! + amount);
    };
    if (plan.months) {
      const { hi, lo } = plan.months;
      const where = new SqlWhere().add('ventaOCompra = ?', book).add('mes IN (?, ?)', lo, hi).addIn('idContraparte', ids);
      for (const [mes, id, amount] of reader.values(`SELECT mes, idContraparte, cedido FROM contraparte_mes ${where.sql}`, where.params)) {
        add(id as number, (mes === hi ? 1 : -1) * (amount as number));
      }
    }
    for (const scan of plan.scans) {
      const where = new SqlWhere()
        .add('ventaOCompra = ?', book)
        .add('fecha >= ? AND fecha <= ?', scan.desde, scan.hasta)
        .addIn('idContraparte', ids);
      for (const [id, amount] of reader.values(`SELECT idContraparte, cedido FROM cedido_contraparte_dia ${where.sql}`, where.params)) {
        add(id as number, (scan.add ? 1 : -1) * (amount as number));
      }
    }
    return cedido;
  }
}

/** contraparte_mes at month `hi` added, at month `lo` subtracted. */
function addMonths(
  reader: LocalDbReader,
  book: Book,
  months: { hi: number; lo: number },
  reclamado: boolean,
  deudores: readonly string[] | undefined,
  sums: RangeSums,
): void {
  const where = new SqlWhere()
    .add('ventaOCompra = ?', book)
    .add('mes IN (?, ?)', months.lo, months.hi)
    .addCounterpartyIds('idContraparte', deudores);
  const rows = reader.values(
    `SELECT mes, idContraparte, cantidad, total${reclamado ? ', reclamadoCantidad, reclamadoTotal' : ''} FROM contraparte_mes ${where.sql}`,
    where.params,
  );
  for (const [mes, id, cantidad, total, reclamadoCantidad, reclamadoTotal] of rows) {
    sums.add(id as number, mes === months.hi ? 1 : -1, cantidad as number, total as number, (reclamadoCantidad ?? 0) as number, (reclamadoTotal ?? 0) as number);
  }
}

/** The documents (notes excluded) of the scan's days, added or subtracted one by one. */
function addDocuments(
  reader: LocalDbReader,
  book: Book,
  scan: EdgeScan,
  filters: CounterpartyFilter,
  reclamado: boolean,
  keys: RutKeys,
  sums: RangeSums,
): void {
  const sign = scan.add ? 1 : -1;
  const where = bookWhere(reader, book, { fechaDesde: scan.desde, fechaHasta: scan.hasta, deudores: filters.deudores })
    .add(notNoteSql('d.tipoDTE'));
  const documents = reader.values(
    `SELECT ${keys.sql(counterpartyColumn(book))}, d.total${reclamado ? ', d.reclamado' : ''} FROM librocv d ${where.sql}`,
    where.params,
  );
  for (const [key, total, claimed] of documents) {
    const isClaimed = claimed === 1;
    sums.add(keys.valueOf(key), sign, 1, total as number, isClaimed ? 1 : 0, isClaimed ? (total as number) : 0);
  }
}

/**
 * Running sums indexed by contraparte id (0..size-1), one array per column: amounts CLP (integers, exact in a double).
 * Arrays, not a map of objects: the edge days add thousands of rows.
 */
class RangeSums {
  readonly cantidad: Float64Array;
  readonly total: Float64Array;
  readonly reclamadoCantidad: Float64Array;
  readonly reclamadoTotal: Float64Array;

  constructor(size: number) {
    [this.cantidad, this.total, this.reclamadoCantidad, this.reclamadoTotal] = Array.from(
      { length: 4 },
      () => new Float64Array(size),
    ) as [Float64Array, Float64Array, Float64Array, Float64Array];
  }

  /**
   * Adds (`sign` 1) or subtracts (-1) one row's values to those of `id`.
   * @throws Error when `id` is past the largest contraparte id (a damaged file).
   */
  add(id: number, sign: 1 | -1, cantidad: number, total: number, reclamadoCantidad: number, reclamadoTotal: number): void {
    if (id >= this.cantidad.length) throw new Error(`contraparte id ${id} missing from contraparte`);
    this.cantidad[id] = this.cantidad[id]! + sign * cantidad;
    this.total[id] = this.total[id]! + sign * total;
    this.reclamadoCantidad[id] = this.reclamadoCantidad[id]! + sign * reclamadoCantidad;
    this.reclamadoTotal[id] = this.reclamadoTotal[id]! + sign * reclamadoTotal;
  }

  /** The counterparties with documents (cantidad > 0), by id. */
  withDocuments(): CounterpartyRangeTotals[] {
    const rows: CounterpartyRangeTotals[] = [];
    this.cantidad.forEach((cantidad, id) => {
      if (cantidad <= 0) return;
      rows.push({
        id,
        cantidad,
        total: this.total[id]!,
        reclamadoCantidad: this.reclamadoCantidad[id]!,
        reclamadoTotal: this.reclamadoTotal[id]!,
      });
    });
    return rows;
  }
}

/**
 * The top-list order of client-detail.md §9: largest `amount` first, then by RUT (contraparte ids are in RUT order);
 * the first `limit` rows (all when omitted). A short list (the 20 of a top list or a first page) is kept in one pass
 * over the rows, each compared with the last kept, instead of sorting them all (2,000 rows: 0.6 ms to sort).
 */
export function largestFirst<T extends { id: number }>(rows: readonly T[], amount: (row: T) => number, limit = rows.length): T[] {
  const before = (a: T, b: T): number => amount(b) - amount(a) || a.id - b.id;
  if (limit <= 0) return [];
  if (limit * SHORT_LIST_SHARE >= rows.length) return [...rows].sort(before).slice(0, limit);
  const kept: T[] = [];
  for (const row of rows) {
    if (kept.length === limit && before(row, kept[limit - 1]!) > 0) continue;
    let at = Math.min(kept.length, limit - 1);
    for (; at > 0 && before(row, kept[at - 1]!) < 0; at--) kept[at] = kept[at - 1]!;
    kept[at] = row;
  }
  return kept;
}

/** {@link largestFirst} keeps the rows in one pass when `limit` is at most this share of them, else sorts them all. */
const SHORT_LIST_SHARE = 8;

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
function planRange(reader: LocalDbReader, filters: DateRangeFilter): RangePlan {
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
  if (closesMonth || dayCount(addDays(hasta, 1), monthEnd(last)) < dayCount(monthStart(last), hasta)) {
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
