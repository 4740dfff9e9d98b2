/**
 * Claims by debtor (ventas) or by supplier (compras) (client-detail.md §3 "Claims by debtor", "Claims by supplier",
 * §9 top lists of 20): documents that are not notes, grouped by counterparty, with the claimed ones (reclamado flag).
 */
import type { LocalDbReader } from '../local-database';
import { bookWhere, counterpartyColumn } from './book-where';
import type { Book } from './credit-notes-for-invoices';
import { nameOf, NOTE_TYPES_SQL } from './document-sql';
import { COUNTERPARTY_TOP, type CounterpartyTotalsFilters } from './counterparty-totals-view';
import { percentOf } from './view-filters';

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
export function claimsByCounterpartyView(reader: LocalDbReader, book: Book, filters: CounterpartyTotalsFilters): ClaimsRow[] {
  const where = bookWhere(reader, book, filters).add(`d.tipoDTE NOT IN ${NOTE_TYPES_SQL}`);
  const column = counterpartyColumn(book);
  const rows = reader.all<Omit<ClaimsRow, 'porcentajeReclamos' | 'impactoMonto'>>(
    `SELECT ${column} AS rutContraparte, ${nameOf(column)} AS contraparte,
      SUM(d.reclamado = 1) AS documentosReclamados, SUM(CASE WHEN d.reclamado = 1 THEN d.total ELSE 0 END) AS montoReclamado,
      COUNT(*) AS totalDocumentos, SUM(d.total) AS montoTotal
    FROM librocv d ${where.sql}
    GROUP BY ${column} HAVING documentosReclamados > 0
    ORDER BY montoReclamado DESC, ${column} LIMIT ${COUNTERPARTY_TOP}`,
    where.params,
  );
  return rows.map((row) => ({
    ...row,
    porcentajeReclamos: percentOf(row.documentosReclamados, row.totalDocumentos),
    impactoMonto: percentOf(row.montoReclamado, row.montoTotal),
  }));
}
