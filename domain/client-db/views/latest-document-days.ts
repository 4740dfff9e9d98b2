/**
 * The latest issue day of each counterparty's documents in a date range, for the rows a list shows (the cross sales'
 * ultimaVenta and ultimaCompra, client-detail.md §3 "Cross sales row"). One probe of the book's counterparty index
 * per counterparty: the index holds the day and librocv's key (tipoDTE among it), so it answers alone.
 */
import type { LocalDbReader } from '../db-reader';
import { bookWhere, counterpartyColumn, counterpartyIndex } from './book-where';
import type { Book } from './credit-notes-for-invoices';
import { notNoteSql } from './document-sql';
import type { DateRangeFilter } from './view-filters';

/**
 * The latest fechaEmision 'yyyy-MM-dd' of a document (notes excluded) of `book` within `range` (both bounds
 * included, each optional) of each counterparty of `ids` (contraparte ids); absent when it has none.
 * @throws RangeError when a bound is not 'yyyy-MM-dd'.
 */
export function latestDocumentDays(
  reader: LocalDbReader,
  book: Book,
  range: DateRangeFilter,
  ids: readonly number[],
): Map<number, string> {
  if (ids.length === 0) return new Map();
  const where = bookWhere(reader, book, range).add(notNoteSql('d.tipoDTE'));
  const rows = reader.values(
    `SELECT k.id, (SELECT MAX(d.fechaEmision) FROM librocv d INDEXED BY ${counterpartyIndex(book)}
      ${where.sql} AND ${counterpartyColumn(book)} = k.rut)
    FROM contraparte k WHERE k.id IN (${ids.map(() => '?').join(', ')})`,
    [...where.params, ...ids],
  );
  return new Map(rows.filter(([, day]) => day !== null).map(([id, day]) => [id as number, day as string]));
}
