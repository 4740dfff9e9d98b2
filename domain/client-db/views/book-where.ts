/**
 * The WHERE clause of the ledger (librocv, alias `d`) views: the client's side of a book, the date range and the
 * counterparty filter. In ventas the client is rutEmisor and the counterparty (deudor) rutReceptor; in compras the
 * client is rutReceptor and the counterparty (proveedor) rutEmisor.
 */
import type { LocalDbReader } from '../db-reader';
import type { Book } from './credit-notes-for-invoices';
import { SqlWhere, type CounterpartyFilter, type DateRangeFilter } from './view-filters';

/** Column of the counterparty of `book` (alias d). */
export function counterpartyColumn(book: Book): string {
  return book === 'venta' ? 'd.rutReceptor' : 'd.rutEmisor';
}

/** The index of `book` ordered by counterparty and day (domain/client-db/schema.ts librocv). */
export function counterpartyIndex(book: Book): string {
  return book === 'venta' ? 'librocv_deudor' : 'librocv_proveedor';
}

/**
 * Conditions: d is in `book` (a literal, so SQLite may read {@link counterpartyIndex}) and belongs to the loaded
 * client, `dayExpr` (default d.fechaEmision) within the range, counterparty in `deudores` when given.
 * @throws RangeError on a date bound that is not 'yyyy-MM-dd'.
 */
export function bookWhere(
  reader: LocalDbReader,
  book: Book,
  filters: DateRangeFilter & CounterpartyFilter,
  dayExpr = 'd.fechaEmision',
): SqlWhere {
  return new SqlWhere()
    .add(book === 'venta' ? "d.ventaOCompra = 'venta'" : "d.ventaOCompra = 'compra'")
    .add(`${book === 'venta' ? 'd.rutEmisor' : 'd.rutReceptor'} = ?`, reader.clientRut)
    .addDateRange(dayExpr, filters)
    .addIn(counterpartyColumn(book), filters.deudores);
}
