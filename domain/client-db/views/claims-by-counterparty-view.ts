/**
 * Claims by debtor (ventas) or by supplier (compras) (client-detail.md §3 "Claims by debtor", "Claims by supplier",
 * §9 top lists of 20): documents that are not notes, grouped by counterparty, with the claimed ones (reclamado flag).
 * Without a date range (or with one enclosing every day of the file) the rows come from the whole-file aggregate
 * resumen_contraparte, otherwise from the monthly aggregate and the edge days of librocv (counterparty-range.ts).
 */
import type { LocalDbReader } from '../db-reader';
import { coversWholeLedger } from './whole-file-range';
import { withCounterpartyNames } from './counterparty-names';
import { CounterpartyRange, largestFirst } from './counterparty-range';
import type { Book } from './credit-notes-for-invoices';
import { nameOf } from './document-sql';
import { COUNTERPARTY_TOP, type CounterpartyTotalsFilters } from './counterparty-totals-view';
import { percentOf, SqlWhere } from './view-filters';

/**
 * One counterparty with claims: amounts CLP; porcentajeReclamos = claimed ÷ all documents × 100; impactoMonto =
 * claimed amount ÷ total amount × 100.
 */
export interface ClaimsRow {
  rutContraparte: string;
  contraparte: string;
  documentosReclamados: number;
  montoReclamado: number;
  totalDocumentos: number;
  montoTotal: number;
  porcentajeReclamos: number;
  impactoMonto: number;
}

/** The 20 counterparties with the largest claimed amount (only those with claims). @throws RangeError on a bad date. */
export function claimsByCounterpartyView(
  reader: LocalDbReader,
  book: Book,
  filters: CounterpartyTotalsFilters,
): ClaimsRow[] {
  const rows = coversWholeLedger(reader, filters)
    ? fromAggregate(reader, book, filters)
    : fromLedger(reader, book, filters);
  return rows.map((row) => ({
    ...row,
    porcentajeReclamos: percentOf(row.documentosReclamados, row.totalDocumentos),
    impactoMonto: percentOf(row.montoReclamado, row.montoTotal),
  }));
}

type RawClaims = Omit<ClaimsRow, 'porcentajeReclamos' | 'impactoMonto'>;

function fromAggregate(reader: LocalDbReader, book: Book, filters: CounterpartyTotalsFilters): RawClaims[] {
  const where = new SqlWhere()
    .add('ventaOCompra = ?', book)
    .add('reclamadoCantidad > 0')
    .addIn('rutContraparte', filters.deudores);
  return reader.all<RawClaims>(
    `SELECT rutContraparte, ${nameOf('rutContraparte')} AS contraparte, reclamadoCantidad AS documentosReclamados,
      reclamadoTotal AS montoReclamado, cantidad AS totalDocumentos, total AS montoTotal
    FROM resumen_contraparte ${where.sql}
    ORDER BY montoReclamado DESC, rutContraparte LIMIT ${COUNTERPARTY_TOP}`,
    where.params,
  );
}

function fromLedger(reader: LocalDbReader, book: Book, filters: CounterpartyTotalsFilters): RawClaims[] {
  const totals = new CounterpartyRange(reader, filters, { reclamado: true }).totals(book);
  const claimed = totals.filter((row) => row.reclamadoCantidad > 0);
  return withCounterpartyNames(
    reader,
    largestFirst(claimed, (row) => row.reclamadoTotal, COUNTERPARTY_TOP),
  ).map((row) => ({
    rutContraparte: row.rut,
    contraparte: row.nombre,
    documentosReclamados: row.reclamadoCantidad,
    montoReclamado: row.reclamadoTotal,
    totalDocumentos: row.cantidad,
    montoTotal: row.total,
  }));
}
