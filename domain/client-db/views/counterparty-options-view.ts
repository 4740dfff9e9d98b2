/**
 * Options of the 'Filtrar por Deudor' / 'Filtrar por Proveedor' dropdown (client-detail.md §2 "Global sticky filter
 * bar": options show counts): the counterparties of the client's book in the range with their document count.
 * Without a date range (or with one enclosing every day of the file) they come from the whole-file aggregate
 * resumen_contraparte, otherwise from the monthly aggregate and the edge days of librocv (counterparty-range.ts).
 */
import type { LocalDbReader } from '../db-reader';
import { coversWholeLedger } from './whole-file-range';
import { counterpartiesByName } from './counterparty-names';
import { CounterpartyRange } from './counterparty-range';
import type { Book } from './credit-notes-for-invoices';
import { nameOf } from './document-sql';
import { type DateRangeFilter } from './view-filters';

/** One option: the counterparty's RUT (the filter value), its name and its documents (notes excluded). */
export interface CounterpartyOption {
  rut: string;
  nombre: string;
  cantidad: number;
}

/** Every counterparty with documents in the range, by name. @throws RangeError on a bad date bound. */
export function counterpartyOptionsView(
  reader: LocalDbReader,
  book: Book,
  filters: DateRangeFilter,
): CounterpartyOption[] {
  if (coversWholeLedger(reader, filters)) {
    return reader.all<CounterpartyOption>(
      `SELECT rutContraparte AS rut, ${nameOf('rutContraparte')} AS nombre, cantidad FROM resumen_contraparte
      WHERE ventaOCompra = ? AND cantidad > 0 ORDER BY nombre, rut`,
      [book],
    );
  }
  const range = new CounterpartyRange(reader, filters);
  const counts = new Map(range.totals(book).map((row) => [row.id, row.cantidad]));
  return counterpartiesByName(reader).flatMap(({ id, rut, nombre }) => {
    const cantidad = counts.get(id);
    return cantidad === undefined ? [] : [{ rut, nombre, cantidad }];
  });
}
