/**
 * Credit notes (60, 61, 112) of chosen counterparties per month, in nota_credito (domain/client-db/schema.ts): the
 * month and the range are those of the referenced document's day (fechaReferencia) or of the note's own day
 * (fechaEmision), as the monthly summary and the documents count of the debtor filter need (client-detail.md §2, §3).
 */
import type { LocalDbReader } from '../db-reader';
import type { Book } from './credit-notes-for-invoices';
import { SqlWhere, type DateRangeFilter } from './view-filters';

/** Notes of one month 'yyyy-MM': cantidad and total CLP. */
export interface NotesMonth {
  period: string;
  cantidad: number;
  total: number;
}

/**
 * The months (any order) with notes of `deudores` (RUTs, at least one) in `book`, the range applied to `day`.
 * @throws RangeError on a bound that is not 'yyyy-MM-dd'.
 */
export function counterpartyNotesByMonth(
  reader: LocalDbReader,
  book: Book,
  filters: DateRangeFilter & { deudores: readonly string[] },
  day: 'fechaReferencia' | 'fechaEmision',
): NotesMonth[] {
  const where = new SqlWhere()
    .add('n.ventaOCompra = ?', book)
    .addDateRange(`n.${day}`, filters)
    .addCounterpartyIds('n.idContraparte', filters.deudores);
  return reader.all<NotesMonth>(
    `SELECT substr(n.${day}, 1, 7) AS period, COUNT(*) AS cantidad, SUM(n.total) AS total FROM nota_credito n ${where.sql}
    GROUP BY period`,
    where.params,
  );
}
