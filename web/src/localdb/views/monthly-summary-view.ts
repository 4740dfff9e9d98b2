/**
 * Monthly sales or purchases with credit notes and claims (client-detail.md §2 Ventas and Compras tabs, §3
 * "Monthly summary", §9 "Credit notes and claims"). Per month of fechaEmision of the client's book:
 * - total/cantidad: documents that are not notes (56, 60, 61, 111, 112);
 * - notasCredito/ncCount: credit notes (61) grouped by the month of the invoice they reference (default) or by
 *   their own issue month (`useNCIssueDate`); a note whose invoice is not in the book counts in its own month;
 * - cedido: latest cession amounts of the month's documents;
 * - reclamos: for ventas estimated as 70% of the month's credit-note total (§9), for compras the total of the
 *   claimed documents; reclamosCount: documents with the reclamado flag.
 * Without a counterparty filter the months are summed from the day aggregate resumen_dia (day-precise ranges);
 * with one, from librocv.
 */
import type { LocalDbReader } from '../local-database';
import { bookWhere } from './book-where';
import type { Book } from './credit-notes-for-invoices';
import { CREDIT_NOTE_TYPE, NOTE_TYPES_SQL } from './document-sql';
import { monthDisplay } from './month-label';
import { noneSelected, SqlWhere, type CounterpartyFilter, type DateRangeFilter } from './view-filters';

/** Share of the credit-note total taken as the claimed amount of a sales month (client-detail.md §9). */
export const CLAIM_ESTIMATE_RATIO = 0.7;

/** Filters: date range (the month key's date), counterparties (debtors of ventas, suppliers of compras). */
export interface MonthlySummaryFilters extends DateRangeFilter, CounterpartyFilter {
  useNCIssueDate?: boolean;
}

/** One month of the book: period 'yyyy-MM', amounts CLP. */
export interface MonthlySummaryRow {
  period: string;
  mesDisplay: string;
  total: number;
  cantidad: number;
  notasCredito: number;
  ncCount: number;
  cedido: number;
  reclamos: number;
  reclamosCount: number;
}

interface RawMonth {
  period: string;
  total: number;
  cantidad: number;
  notasCredito: number;
  ncCount: number;
  cedido: number;
  reclamadoTotal: number;
  reclamosCount: number;
}

/** Months ascending with any document or credit note. @throws RangeError on a bad date bound. */
export function monthlySummaryView(reader: LocalDbReader, book: Book, filters: MonthlySummaryFilters): MonthlySummaryRow[] {
  const rows = noneSelected(filters.deudores) ? monthsFromAggregate(reader, book, filters) : monthsFromLedger(reader, book, filters);
  return rows.map((row) => ({
    period: row.period,
    mesDisplay: monthDisplay(row.period),
    total: row.total,
    cantidad: row.cantidad,
    notasCredito: row.notasCredito,
    ncCount: row.ncCount,
    cedido: row.cedido,
    reclamos: book === 'venta' ? Math.round(row.notasCredito * CLAIM_ESTIMATE_RATIO) : row.reclamadoTotal,
    reclamosCount: row.reclamosCount,
  }));
}

function monthsFromAggregate(reader: LocalDbReader, book: Book, filters: MonthlySummaryFilters): RawMonth[] {
  const nc = filters.useNCIssueDate ? 'nc' : 'ncRef';
  const where = new SqlWhere().add('ventaOCompra = ?', book).addDateRange('fecha', filters);
  return reader.all<RawMonth>(
    `SELECT substr(fecha, 1, 7) AS period, SUM(total) AS total, SUM(cantidad) AS cantidad,
      SUM(${nc}Total) AS notasCredito, SUM(${nc}Cantidad) AS ncCount, SUM(cedido) AS cedido,
      SUM(reclamadoTotal) AS reclamadoTotal, SUM(reclamadoCantidad) AS reclamosCount
    FROM resumen_dia ${where.sql}
    GROUP BY period HAVING SUM(filas + ${nc}Cantidad) > 0 ORDER BY period`,
    where.params,
  );
}

function monthsFromLedger(reader: LocalDbReader, book: Book, filters: MonthlySummaryFilters): RawMonth[] {
  const monthDay = filters.useNCIssueDate
    ? 'd.fechaEmision'
    : `CASE WHEN d.tipoDTE = ${CREDIT_NOTE_TYPE} THEN COALESCE(r.fechaEmision, d.fechaEmision) ELSE d.fechaEmision END`;
  const where = bookWhere(reader, book, filters, `(${monthDay})`);
  return reader.all<RawMonth>(
    `SELECT substr(${monthDay}, 1, 7) AS period,
      COALESCE(SUM(CASE WHEN d.tipoDTE NOT IN ${NOTE_TYPES_SQL} THEN d.total END), 0) AS total,
      COUNT(CASE WHEN d.tipoDTE NOT IN ${NOTE_TYPES_SQL} THEN 1 END) AS cantidad,
      COALESCE(SUM(CASE WHEN d.tipoDTE = ${CREDIT_NOTE_TYPE} THEN d.total END), 0) AS notasCredito,
      COUNT(CASE WHEN d.tipoDTE = ${CREDIT_NOTE_TYPE} THEN 1 END) AS ncCount,
      COALESCE(SUM(CASE WHEN d.tipoDTE NOT IN ${NOTE_TYPES_SQL} THEN u.montoCesion END), 0) AS cedido,
      COALESCE(SUM(CASE WHEN d.tipoDTE NOT IN ${NOTE_TYPES_SQL} AND d.reclamado = 1 THEN d.total END), 0) AS reclamadoTotal,
      COUNT(CASE WHEN d.tipoDTE NOT IN ${NOTE_TYPES_SQL} AND d.reclamado = 1 THEN 1 END) AS reclamosCount
    FROM librocv d
    LEFT JOIN librocv r ON d.tipoDTE = ${CREDIT_NOTE_TYPE} AND r.ventaOCompra = d.ventaOCompra
      AND r.rutEmisor = d.rutEmisor AND r.tipoDTE = d.tipoReferencia AND r.folio = d.folioReferencia
    LEFT JOIN ultima_cesion u ON u.rutEmisor = d.rutEmisor AND u.tipoDTE = d.tipoDTE AND u.folioDTE = d.folio
    ${where.sql}
    GROUP BY period ORDER BY period`,
    where.params,
  );
}
