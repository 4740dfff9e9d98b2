/**
 * Monthly sales or purchases with credit notes and claims (client-detail.md §2 Ventas and Compras tabs, §3
 * "Monthly summary", §9 "Credit notes and claims"). Per month of fechaEmision of the client's book:
 * - total/cantidad: documents that are not notes (56, 60, 61, 111, 112);
 * - notasCredito/ncCount: credit notes (60, 61, 112) grouped by the month of the invoice they reference (default) or by
 *   their own issue month (`useNCIssueDate`); a note whose invoice is not in the book counts in its own month;
 * - cedido: latest cession amounts of the month's documents;
 * - reclamos: for ventas estimated as 70% of the month's credit-note total (§9), for compras the total of the
 *   claimed documents; reclamosCount: documents with the reclamado flag.
 * Without a counterparty filter the months are summed from the day aggregate resumen_dia (day-precise ranges);
 * with one, from the counterparties' monthly aggregates and edge days (counterparty-months.ts) and nota_credito.
 */
import type { LocalDbReader } from '../db-reader';
import { counterpartyMonths } from './counterparty-months';
import { counterpartyNotesByMonth } from './counterparty-notes';
import type { Book } from './credit-notes-for-invoices';
import { withMonthLabels } from './month-label';
import { SqlWhere, type CounterpartyFilter, type DateRangeFilter } from './view-filters';

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

/**
 * Months ascending with any document or credit note; a malformed month is logged and left out (month-label.ts).
 * @throws RangeError on a bad date bound.
 */
export function monthlySummaryView(
  reader: LocalDbReader,
  book: Book,
  filters: MonthlySummaryFilters,
): MonthlySummaryRow[] {
  const deudores = filters.deudores ?? [];
  const rows =
    deudores.length === 0
      ? monthsFromAggregate(reader, book, filters)
      : monthsFromCounterparties(reader, book, { ...filters, deudores });
  return withMonthLabels(rows, (row) => row.period).map((row) => ({
    period: row.period,
    mesDisplay: row.mesDisplay,
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

/** The months of the chosen counterparties: counterparty-months.ts and their credit notes from nota_credito. */
function monthsFromCounterparties(
  reader: LocalDbReader,
  book: Book,
  filters: MonthlySummaryFilters & { deudores: readonly string[] },
): RawMonth[] {
  const rows = counterpartyMonths(reader, book, filters);
  const notes = new Map(
    counterpartyNotesByMonth(reader, book, filters, filters.useNCIssueDate ? 'fechaEmision' : 'fechaReferencia').map(
      (row) => [row.period, row],
    ),
  );
  const periods = [...new Set([...rows.keys(), ...notes.keys()])].sort();
  return periods.map((period) => {
    const month = rows.get(period);
    return {
      period,
      total: month?.total ?? 0,
      cantidad: month?.cantidad ?? 0,
      notasCredito: notes.get(period)?.total ?? 0,
      ncCount: notes.get(period)?.cantidad ?? 0,
      cedido: month?.cedido ?? 0,
      reclamadoTotal: month?.reclamadoTotal ?? 0,
      reclamosCount: month?.reclamadoCantidad ?? 0,
    };
  });
}
