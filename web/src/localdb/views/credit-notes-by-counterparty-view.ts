/**
 * Credit notes by debtor (ventas) or by supplier (compras) (client-detail.md §2 "credit notes by debtor", §3 "Credit
 * notes by debtor", "Credit notes by supplier", §9): credit notes (61) grouped by counterparty, split into
 * anulación (the referenced invoice is anulado: flagged or nc_resumen 'Anulado') and rebaja (any other referenced
 * invoice). The range applies to the referenced invoice's date, or to the note's own date with `useNCIssueDate`.
 * Percentages are of the counterparty's documents total (not notes) in the same range. Without a date range (or with one enclosing every day of the file) the
 * rows come from the whole-file aggregate resumen_contraparte (every note counts whatever date it is given), otherwise
 * from librocv.
 */
import type { LocalDbReader } from '../local-database';
import { coversWholeLedger } from './whole-file-range';
import { bookWhere, counterpartyColumn } from './book-where';
import type { Book } from './credit-notes-for-invoices';
import { CREDIT_NOTE_TYPE, INVOICE_TYPE, nameOf, NOTE_TYPES_SQL } from './document-sql';
import { COUNTERPARTY_TOP, type CounterpartyTotalsFilters } from './counterparty-totals-view';
import { percentOf, SqlWhere } from './view-filters';

/** Filters: range, counterparties and the credit-note date choice. */
export interface CreditNotesByCounterpartyFilters extends CounterpartyTotalsFilters {
  useNCIssueDate?: boolean;
}

/** One counterparty: amounts CLP, counts, percentages of its documents total (0..100). */
export interface CreditNotesRow {
  rutContraparte: string;
  contraparte: string;
  cantidadTotal: number;
  montoTotal: number;
  cantidadAnulacion: number;
  montoAnulacion: number;
  cantidadRebaja: number;
  montoRebaja: number;
  porcentajeTotal: number;
  porcentajeAnulacion: number;
  porcentajeRebaja: number;
}

/** The 20 counterparties with the largest credit-note total. @throws RangeError on a bad date bound. */
export function creditNotesByCounterpartyView(
  reader: LocalDbReader,
  book: Book,
  filters: CreditNotesByCounterpartyFilters,
): CreditNotesRow[] {
  if (coversWholeLedger(reader, filters)) return withPercentages(notesFromAggregate(reader, book, filters));
  const column = counterpartyColumn(book);
  const notes = notesFromLedger(reader, book, filters);
  if (notes.length === 0) return [];
  const documents = bookWhere(reader, book, filters).add(`d.tipoDTE NOT IN ${NOTE_TYPES_SQL}`).addIn(column, notes.map((n) => n.rutContraparte));
  const totals = new Map(
    reader
      .all<{ rut: string; total: number }>(
        `SELECT ${column} AS rut, SUM(d.total) AS total FROM librocv d ${documents.sql} GROUP BY ${column}`,
        documents.params,
      )
      .map((row) => [row.rut, row.total]),
  );
  return withPercentages(notes.map((row) => ({ ...row, documentos: totals.get(row.rutContraparte) ?? 0 })));
}

type RawNotes = Omit<CreditNotesRow, 'porcentajeTotal' | 'porcentajeAnulacion' | 'porcentajeRebaja'>;

function withPercentages(rows: (RawNotes & { documentos: number })[]): CreditNotesRow[] {
  return rows.map(({ documentos, ...row }) => ({
    ...row,
    porcentajeTotal: percentOf(row.montoTotal, documentos),
    porcentajeAnulacion: percentOf(row.montoAnulacion, documentos),
    porcentajeRebaja: percentOf(row.montoRebaja, documentos),
  }));
}

function notesFromAggregate(reader: LocalDbReader, book: Book, filters: CreditNotesByCounterpartyFilters): (RawNotes & { documentos: number })[] {
  const where = new SqlWhere().add('ventaOCompra = ?', book).add('ncCantidad > 0').addIn('rutContraparte', filters.deudores);
  return reader.all<RawNotes & { documentos: number }>(
    `SELECT rutContraparte, ${nameOf('rutContraparte')} AS contraparte, ncCantidad AS cantidadTotal, ncTotal AS montoTotal,
      ncAnulacionCantidad AS cantidadAnulacion, ncAnulacionTotal AS montoAnulacion,
      ncRebajaCantidad AS cantidadRebaja, ncRebajaTotal AS montoRebaja, total AS documentos
    FROM resumen_contraparte ${where.sql}
    ORDER BY montoTotal DESC, rutContraparte LIMIT ${COUNTERPARTY_TOP}`,
    where.params,
  );
}

function notesFromLedger(reader: LocalDbReader, book: Book, filters: CreditNotesByCounterpartyFilters): RawNotes[] {
  const column = counterpartyColumn(book);
  const noteDay = filters.useNCIssueDate ? 'd.fechaEmision' : 'COALESCE(r.fechaEmision, d.fechaEmision)';
  const where = bookWhere(reader, book, filters, noteDay).add(`d.tipoDTE = ${CREDIT_NOTE_TYPE}`);
  const anulacion = `(r.anulado = 1 OR n.estado = 'Anulado')`;
  return reader.all<RawNotes>(
    `SELECT ${column} AS rutContraparte, ${nameOf(column)} AS contraparte,
      COUNT(*) AS cantidadTotal, SUM(d.total) AS montoTotal,
      COUNT(CASE WHEN ${anulacion} THEN 1 END) AS cantidadAnulacion,
      COALESCE(SUM(CASE WHEN ${anulacion} THEN d.total END), 0) AS montoAnulacion,
      COUNT(CASE WHEN r.folio IS NOT NULL AND NOT ${anulacion} THEN 1 END) AS cantidadRebaja,
      COALESCE(SUM(CASE WHEN r.folio IS NOT NULL AND NOT ${anulacion} THEN d.total END), 0) AS montoRebaja
    FROM librocv d
    LEFT JOIN librocv r ON r.ventaOCompra = d.ventaOCompra AND r.rutEmisor = d.rutEmisor
      AND r.tipoDTE = d.tipoReferencia AND r.folio = d.folioReferencia
    LEFT JOIN nc_resumen n ON r.tipoDTE = ${INVOICE_TYPE} AND n.rutEmisor = r.rutEmisor AND n.tipoDTE = r.tipoDTE
      AND n.folio = r.folio
    ${where.sql}
    GROUP BY ${column} ORDER BY montoTotal DESC, ${column} LIMIT ${COUNTERPARTY_TOP}`,
    where.params,
  );
}
