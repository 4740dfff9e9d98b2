/**
 * Options of the 'Filtrar por Deudor' / 'Filtrar por Proveedor' dropdown (client-detail.md §2 "Global sticky filter
 * bar": options show counts): the counterparties of the client's book in the range with their document count.
 */
import type { LocalDbReader } from '../local-database';
import { bookWhere, counterpartyColumn } from './book-where';
import type { Book } from './credit-notes-for-invoices';
import { nameOf, NOTE_TYPES_SQL } from './document-sql';
import type { DateRangeFilter } from './view-filters';

/** One option: the counterparty's RUT (the filter value), its name and its documents (notes excluded). */
export interface CounterpartyOption {
  rut: string;
  nombre: string;
  cantidad: number;
}

/** Every counterparty with documents in the range, by name. @throws RangeError on a bad date bound. */
export function counterpartyOptionsView(reader: LocalDbReader, book: Book, filters: DateRangeFilter): CounterpartyOption[] {
  const where = bookWhere(reader, book, filters).add(`d.tipoDTE NOT IN ${NOTE_TYPES_SQL}`);
  const column = counterpartyColumn(book);
  return reader.all<CounterpartyOption>(
    `SELECT ${column} AS rut, ${nameOf(column)} AS nombre, COUNT(*) AS cantidad
    FROM librocv d ${where.sql} GROUP BY ${column} ORDER BY nombre, rut`,
    where.params,
  );
}
