/**
 * Per-counterparty document totals of one book over a date range that does not cover the whole file (top lists,
 * claims, cross sales, the counterparty options and the credit notes' shares; client-detail.md §3, §9), without
 * grouping every document of the range: two cumulative snapshots of contraparte_mes and the documents of a few days
 * at each end (range-plan.ts). The rows are summed here, by contraparte id, in arrays: the statements only read
 * (grouping some 7,000 rows in sql.js cost more than reading them, and mapping the edge documents' RUT keys
 * (rut-keys.ts) through one read of contraparte less than a join per document). The sums are integers, so the answer
 * equals grouping librocv over the range. The ceded amounts, shown only for the rows of a page, are read for those
 * counterparties alone (by id from contraparte_mes and cedido_contraparte_dia), not for every counterparty.
 */
import type { LocalDbReader } from '../db-reader';
import { bookWhere, counterpartyColumn } from './book-where';
import type { Book } from './credit-notes-for-invoices';
import { daySpan, type DaySpan } from './day-span';
import { notNoteSql } from './document-sql';
import { planRange, type EdgeScan, type RangePlan, type Snapshot } from './range-plan';
import { counterpartyKeys, counterpartySlots, type RutKeys } from './rut-keys';
import { dayRanges, type MonthSetFilter } from './month-set';
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
 * The per-counterparty totals of one date range, or of the selected months within it (`meses`: the plans of its
 * disjoint runs of months are added), and the `deudores` filter when given, book by book: the plan of the range and
 * the RUT -> id map of the edge documents are read once for every book asked. What a list shows only
 * for its page (the ceded amounts) is read for the page's counterparties alone ({@link CounterpartyRange.cedido}).
 */
export class CounterpartyRange {
  private readonly ranges: DateRangeFilter[];
  private readonly span: DaySpan | undefined;
  private readonly plan: RangePlan;
  /** The plan over month-end snapshots only (those with cedido), for {@link CounterpartyRange.cedido}. */
  private monthEndPlan: RangePlan | undefined;
  private slots: number | undefined;
  private keys: RutKeys | undefined;

  /**
   * @param options.reclamado read the claimed documents' count and total too (costs a column per edge document).
   * @throws RangeError when a bound is not 'yyyy-MM-dd' or a month not 'yyyy-MM'.
   */
  constructor(
    private readonly reader: LocalDbReader,
    private readonly filters: DateRangeFilter & MonthSetFilter & CounterpartyFilter,
    private readonly options: { reclamado: boolean } = { reclamado: false },
  ) {
    this.ranges = dayRanges(filters);
    this.span = daySpan(reader, 'resumen_dia');
    this.plan = planRanges(this.span, this.ranges, !options.reclamado);
    if (options.reclamado) this.monthEndPlan = this.plan;
  }

  /** The counterparties of `book` with documents in the range, by id (RUT order). */
  totals(book: Book): CounterpartyRangeTotals[] {
    const { reader, plan, options } = this;
    this.slots ??= counterpartySlots(reader);
    const sums = new RangeSums(this.slots);
    for (const { snapshot, sign } of plan.snapshots)
      addSnapshot(reader, book, snapshot, sign, options.reclamado, this.filters.deudores, sums);
    for (const scan of plan.scans) {
      this.keys ??= counterpartyKeys(reader);
      addDocuments(reader, book, scan, this.filters, options.reclamado, this.keys, sums);
    }
    return sums.withDocuments();
  }

  /**
   * The ceded amounts CLP (montoCesion of the latest cession of each document, notes excluded) of `book` in the range
   * for the counterparties `ids` only (a page of rows): month-end snapshots of contraparte_mes (the quincenas have no
   * cedido) and edge days of cedido_contraparte_dia, both read by id. Every id of `ids` has an entry (0 when none).
   */
  cedido(book: Book, ids: readonly number[]): Map<number, number> {
    const cedido = new Map(ids.map((id) => [id, 0]));
    if (ids.length === 0) return cedido;
    const { reader } = this;
    const plan = (this.monthEndPlan ??= planRanges(this.span, this.ranges, false));
    const add = (id: number, amount: number): void => {
      cedido.set(id, cedido.get(id)! + amount);
    };
    for (const { snapshot, sign } of plan.snapshots) {
      const where = new SqlWhere()
        .add('ventaOCompra = ?', book)
        .add('mes = ?', snapshot.mes)
        .addIn('idContraparte', ids);
      for (const [id, amount] of reader.values(
        `SELECT idContraparte, cedido FROM contraparte_mes ${where.sql}`,
        where.params,
      )) {
        add(id as number, sign * (amount as number));
      }
    }
    for (const scan of plan.scans) {
      const where = new SqlWhere()
        .add('ventaOCompra = ?', book)
        .add('fecha >= ? AND fecha <= ?', scan.desde, scan.hasta)
        .addIn('idContraparte', ids);
      for (const [id, amount] of reader.values(
        `SELECT idContraparte, cedido FROM cedido_contraparte_dia ${where.sql}`,
        where.params,
      )) {
        add(id as number, (scan.add ? 1 : -1) * (amount as number));
      }
    }
    return cedido;
  }
}

/** The plans of disjoint day ranges as one: their sums add up to the sums of the union. */
function planRanges(span: DaySpan | undefined, ranges: readonly DateRangeFilter[], quincenas: boolean): RangePlan {
  const plans = ranges.map((range) => planRange(span, range, quincenas));
  return { snapshots: plans.flatMap((plan) => plan.snapshots), scans: plans.flatMap((plan) => plan.scans) };
}

/**
 * The rows of one snapshot of contraparte_mes added (`sign` 1) or subtracted (-1). The day-15 snapshot has cantidad
 * and total only: the plan takes it only when reclamado is not read.
 */
function addSnapshot(
  reader: LocalDbReader,
  book: Book,
  snapshot: Snapshot,
  sign: 1 | -1,
  reclamado: boolean,
  deudores: readonly string[] | undefined,
  sums: RangeSums,
): void {
  const where = new SqlWhere()
    .add('ventaOCompra = ?', book)
    .add('mes = ?', snapshot.mes)
    .addCounterpartyIds('idContraparte', deudores);
  const columns = snapshot.quincena ? 'cantidadQuincena, totalQuincena' : 'cantidad, total';
  const rows = reader.values(
    `SELECT idContraparte, ${columns}${reclamado ? ', reclamadoCantidad, reclamadoTotal' : ''} FROM contraparte_mes ${where.sql}`,
    where.params,
  );
  for (const [id, cantidad, total, reclamadoCantidad, reclamadoTotal] of rows) {
    sums.add(
      id as number,
      sign,
      cantidad as number,
      total as number,
      (reclamadoCantidad ?? 0) as number,
      (reclamadoTotal ?? 0) as number,
    );
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
  const where = bookWhere(reader, book, {
    fechaDesde: scan.desde,
    fechaHasta: scan.hasta,
    deudores: filters.deudores,
  }).add(notNoteSql('d.tipoDTE'));
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
  add(
    id: number,
    sign: 1 | -1,
    cantidad: number,
    total: number,
    reclamadoCantidad: number,
    reclamadoTotal: number,
  ): void {
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
export function largestFirst<T extends { id: number }>(
  rows: readonly T[],
  amount: (row: T) => number,
  limit = rows.length,
): T[] {
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
