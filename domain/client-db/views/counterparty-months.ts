/**
 * The rows of chosen counterparties of one book per month over a date range, for the debtor filter of the monthly
 * views (client-detail.md §2 "Filtrar por Deudor"), without reading the whole book: whole months from the cumulative
 * contraparte_mes (a month's row minus the one before), the partial first and last months from librocv (the days in
 * the range, those counterparties' rows only, through their index). Credit notes (60, 61, 112) are not counted here:
 * nota_credito has them by either of their dates.
 */
import type { LocalDbReader } from '../db-reader';
import { bookWhere } from './book-where';
import type { Book } from './credit-notes-for-invoices';
import { creditNoteSql, notNoteSql, ULTIMA_CESION_JOIN } from './document-sql';
import { clampToLedger, monthEnd, monthOf, monthStart } from './ledger-months';
import { SqlWhere, type DateRangeFilter } from './view-filters';

/**
 * One month of the chosen counterparties: filas (rows that are not credit notes), and of their documents (notes
 * excluded): cantidad, total CLP, cedido CLP (latest cession amounts), reclamadoCantidad, reclamadoTotal CLP.
 */
export interface CounterpartyMonth {
  filas: number;
  cantidad: number;
  total: number;
  cedido: number;
  reclamadoCantidad: number;
  reclamadoTotal: number;
}

const COLUMNS = ['filas', 'cantidad', 'total', 'cedido', 'reclamadoCantidad', 'reclamadoTotal'] as const;

/**
 * The months 'yyyy-MM' (ascending) with rows of `deudores` (counterparty RUTs, at least one) in `book` in the range.
 * @throws RangeError on a bound that is not 'yyyy-MM-dd'.
 */
export function counterpartyMonths(
  reader: LocalDbReader,
  book: Book,
  filters: DateRangeFilter & { deudores: readonly string[] },
): Map<string, CounterpartyMonth> {
  new SqlWhere().addDateRange('fecha', filters);
  const months = new Map<number, CounterpartyMonth>();
  const clamped = clampToLedger(reader, filters);
  if (clamped) {
    const first = monthOf(clamped.desde);
    const last = monthOf(clamped.hasta);
    if (first === last && !(clamped.opensMonth && clamped.closesMonth)) {
      addDays(reader, book, filters.deudores, clamped.desde, clamped.hasta, months);
    } else {
      if (!clamped.opensMonth) addDays(reader, book, filters.deudores, clamped.desde, monthEnd(first), months);
      if (!clamped.closesMonth) addDays(reader, book, filters.deudores, monthStart(last), clamped.hasta, months);
      addWholeMonths(
        reader,
        book,
        filters.deudores,
        clamped.opensMonth ? first : first + 1,
        clamped.closesMonth ? last : last - 1,
        months,
      );
    }
  }
  return new Map(
    [...months].sort(([a], [b]) => a - b).map(([month, values]) => [monthStart(month).slice(0, 7), values]),
  );
}

/** Months `from`..`to` (indexes) as the difference of consecutive cumulative rows of contraparte_mes. */
function addWholeMonths(
  reader: LocalDbReader,
  book: Book,
  deudores: readonly string[],
  from: number,
  to: number,
  months: Map<number, CounterpartyMonth>,
): void {
  if (from > to) return;
  const where = new SqlWhere()
    .add('ventaOCompra = ?', book)
    .add('mes BETWEEN ? AND ?', from - 1, to)
    .addCounterpartyIds('idContraparte', deudores);
  const rows = reader.all<CounterpartyMonth & { mes: number; id: number }>(
    `SELECT mes, idContraparte AS id, ${COLUMNS.join(', ')} FROM contraparte_mes ${where.sql} ORDER BY idContraparte, mes`,
    where.params,
  );
  let before: (CounterpartyMonth & { mes: number; id: number }) | undefined;
  for (const row of rows) {
    const previous = before?.id === row.id && before.mes === row.mes - 1 ? before : undefined;
    before = row;
    if (row.mes < from) continue;
    const month = emptyMonth();
    for (const column of COLUMNS) month[column] = row[column] - (previous?.[column] ?? 0);
    if (month.filas > 0) add(months, row.mes, month);
  }
}

/** The rows of days `desde`..`hasta` of one month, read from librocv. */
function addDays(
  reader: LocalDbReader,
  book: Book,
  deudores: readonly string[],
  desde: string,
  hasta: string,
  months: Map<number, CounterpartyMonth>,
): void {
  const where = bookWhere(reader, book, { fechaDesde: desde, fechaHasta: hasta, deudores }).add(
    `NOT ${creditNoteSql('d.tipoDTE')}`,
  );
  const documento = notNoteSql('d.tipoDTE');
  const [month] = reader.all<CounterpartyMonth>(
    `SELECT COUNT(*) AS filas, COALESCE(SUM(${documento}), 0) AS cantidad,
      COALESCE(SUM(CASE WHEN ${documento} THEN d.total ELSE 0 END), 0) AS total,
      COALESCE(SUM(CASE WHEN ${documento} THEN COALESCE(u.montoCesion, 0) ELSE 0 END), 0) AS cedido,
      COALESCE(SUM(${documento} AND d.reclamado = 1), 0) AS reclamadoCantidad,
      COALESCE(SUM(CASE WHEN ${documento} AND d.reclamado = 1 THEN d.total ELSE 0 END), 0) AS reclamadoTotal
    FROM librocv d
    ${ULTIMA_CESION_JOIN}
    ${where.sql}`,
    where.params,
  );
  if (month && month.filas > 0) add(months, monthOf(desde), month);
}

function emptyMonth(): CounterpartyMonth {
  return { filas: 0, cantidad: 0, total: 0, cedido: 0, reclamadoCantidad: 0, reclamadoTotal: 0 };
}

function add(months: Map<number, CounterpartyMonth>, month: number, values: CounterpartyMonth): void {
  const sum = months.get(month) ?? emptyMonth();
  for (const column of COLUMNS) sum[column] += values[column];
  months.set(month, sum);
}
