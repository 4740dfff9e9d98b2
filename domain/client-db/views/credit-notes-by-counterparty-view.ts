/**
 * Credit notes by debtor (ventas) or by supplier (compras) (client-detail.md §2 "credit notes by debtor", §3 "Credit
 * notes by debtor", "Credit notes by supplier", §9): credit notes (60, 61, 112) grouped by counterparty, split into
 * anulación (the referenced invoice is anulado: flagged or nc_resumen 'Anulado') and rebaja (any other referenced
 * invoice). The range (or its selected months) applies to the referenced invoice's date, or to the note's own date
 * with `useNCIssueDate`.
 * Percentages are of the counterparty's documents total (not notes) in the same range. Without a date range (or with
 * one enclosing every day of the file) the rows come from the whole-file aggregate resumen_contraparte (every note
 * counts whatever date it is given), otherwise the notes from nota_credito and the documents totals of their
 * counterparties from counterparty-range.ts.
 */
import type { LocalDbReader } from '../db-reader';
import { coversWholeLedger } from './whole-file-range';
import { CounterpartyRange } from './counterparty-range';
import type { Book } from './credit-notes-for-invoices';
import { nameOf } from './document-sql';
import { addDayRanges, dayRanges } from './month-set';
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
  const notes = notesOfRange(reader, book, filters);
  if (notes.length === 0) return [];
  const range = {
    fechaDesde: filters.fechaDesde,
    fechaHasta: filters.fechaHasta,
    meses: filters.meses,
    deudores: notes.map((n) => n.rutContraparte),
  };
  const documents = new CounterpartyRange(reader, range);
  const totals = new Map(documents.totals(book).map((row) => [row.id, row.total]));
  return withPercentages(notes.map(({ id, ...row }) => ({ ...row, documentos: totals.get(id) ?? 0 })));
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

function notesFromAggregate(
  reader: LocalDbReader,
  book: Book,
  filters: CreditNotesByCounterpartyFilters,
): (RawNotes & { documentos: number })[] {
  const where = new SqlWhere()
    .add('ventaOCompra = ?', book)
    .add('ncCantidad > 0')
    .addIn('rutContraparte', filters.deudores);
  return reader.all<RawNotes & { documentos: number }>(
    `SELECT rutContraparte, ${nameOf('rutContraparte')} AS contraparte, ncCantidad AS cantidadTotal, ncTotal AS montoTotal,
      ncAnulacionCantidad AS cantidadAnulacion, ncAnulacionTotal AS montoAnulacion,
      ncRebajaCantidad AS cantidadRebaja, ncRebajaTotal AS montoRebaja, total AS documentos
    FROM resumen_contraparte ${where.sql}
    ORDER BY montoTotal DESC, rutContraparte LIMIT ${COUNTERPARTY_TOP}`,
    where.params,
  );
}

/**
 * The top counterparties of the notes whose referenced document's day (or own day with useNCIssueDate) is in the
 * range, from nota_credito (contraparte ids are in RUT order, so the tie order by id is the order by RUT).
 */
function notesOfRange(
  reader: LocalDbReader,
  book: Book,
  filters: CreditNotesByCounterpartyFilters,
): (RawNotes & { id: number })[] {
  const where = new SqlWhere().add('n.ventaOCompra = ?', book).addCounterpartyIds('n.idContraparte', filters.deudores);
  addDayRanges(where, filters.useNCIssueDate ? 'n.fechaEmision' : 'n.fechaReferencia', dayRanges(filters));
  return reader.all<RawNotes & { id: number }>(
    `SELECT k.id, k.rut AS rutContraparte, k.nombre AS contraparte, g.cantidadTotal, g.montoTotal, g.cantidadAnulacion,
      g.montoAnulacion, g.cantidadRebaja, g.montoRebaja
    FROM (SELECT n.idContraparte AS id, COUNT(*) AS cantidadTotal, SUM(n.total) AS montoTotal,
        SUM(n.anulacion) AS cantidadAnulacion, SUM(n.anulacion * n.total) AS montoAnulacion,
        SUM(n.rebaja) AS cantidadRebaja, SUM(n.rebaja * n.total) AS montoRebaja
      FROM nota_credito n ${where.sql}
      GROUP BY n.idContraparte ORDER BY montoTotal DESC, n.idContraparte LIMIT ${COUNTERPARTY_TOP}) g
    JOIN contraparte k ON k.id = g.id
    ORDER BY g.montoTotal DESC, k.rut`,
    where.params,
  );
}
