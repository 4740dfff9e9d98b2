/**
 * Sales by debtor and purchases by supplier (client-detail.md §2 Ventas/Compras tabs, §3 "Sales by debtor",
 * "Purchases by supplier", §9 top lists of 20): documents that are not notes, grouped by counterparty.
 * Without a date range (or with one enclosing every day of the file) the rows come from the whole-file aggregate
 * resumen_contraparte, otherwise from the monthly aggregate and the edge days of librocv (counterparty-range.ts).
 */
import type { LocalDbReader } from '../db-reader';
import { coversWholeLedger } from './whole-file-range';
import { withCounterpartyNames } from './counterparty-names';
import { CounterpartyRange, largestFirst } from './counterparty-range';
import type { Book } from './credit-notes-for-invoices';
import { nameOf } from './document-sql';
import type { MonthSetFilter } from './month-set';
import { percentOf, SqlWhere, type CounterpartyFilter, type DateRangeFilter } from './view-filters';

/** Rows shown (client-detail.md §9 "Top lists are capped at 20 rows"). */
export const COUNTERPARTY_TOP = 20;

/** Filters: date range on fechaEmision, the selected months within it (all when none); counterparties. */
export type CounterpartyTotalsFilters = DateRangeFilter & MonthSetFilter & CounterpartyFilter;

/**
 * One counterparty (deudor of ventas, proveedor of compras): montoTotal and montoCedido CLP (latest cession of each
 * document), participacion percent of the book's total in the range.
 */
export interface CounterpartyTotalsRow {
  rutContraparte: string;
  contraparte: string;
  montoTotal: number;
  cantidadDocumentos: number;
  montoCedido: number;
  participacion: number;
}

/** The 20 largest counterparties by montoTotal. @throws RangeError on a bad date bound. */
export function counterpartyTotalsView(
  reader: LocalDbReader,
  book: Book,
  filters: CounterpartyTotalsFilters,
): CounterpartyTotalsRow[] {
  const { all, rows } = coversWholeLedger(reader, filters)
    ? fromAggregate(reader, book, filters)
    : fromLedger(reader, book, filters);
  return rows.map((row) => ({ ...row, participacion: percentOf(row.montoTotal, all?.total ?? 0) }));
}

type Totals = { all: { total: number | null } | undefined; rows: Omit<CounterpartyTotalsRow, 'participacion'>[] };

function fromAggregate(reader: LocalDbReader, book: Book, filters: CounterpartyFilter): Totals {
  const where = new SqlWhere()
    .add('ventaOCompra = ?', book)
    .add('cantidad > 0')
    .addIn('rutContraparte', filters.deudores);
  const [all] = reader.all<{ total: number | null }>(
    `SELECT SUM(total) AS total FROM resumen_contraparte ${where.sql}`,
    where.params,
  );
  const rows = reader.all<Omit<CounterpartyTotalsRow, 'participacion'>>(
    `SELECT rutContraparte, ${nameOf('rutContraparte')} AS contraparte, total AS montoTotal,
      cantidad AS cantidadDocumentos, cedido AS montoCedido
    FROM resumen_contraparte ${where.sql}
    ORDER BY montoTotal DESC, rutContraparte LIMIT ${COUNTERPARTY_TOP}`,
    where.params,
  );
  return { all, rows };
}

function fromLedger(reader: LocalDbReader, book: Book, filters: CounterpartyTotalsFilters): Totals {
  const range = new CounterpartyRange(reader, filters);
  const totals = range.totals(book);
  const top = withCounterpartyNames(
    reader,
    largestFirst(totals, (row) => row.total, COUNTERPARTY_TOP),
  );
  const cedido = range.cedido(
    book,
    top.map((row) => row.id),
  );
  return {
    all: { total: totals.length === 0 ? null : totals.reduce((sum, row) => sum + row.total, 0) },
    rows: top.map((row) => ({
      rutContraparte: row.rut,
      contraparte: row.nombre,
      montoTotal: row.total,
      cantidadDocumentos: row.cantidad,
      montoCedido: cedido.get(row.id)!,
    })),
  };
}
