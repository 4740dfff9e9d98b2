/**
 * The IVA chart of the Carpeta Tributaria tab (client-detail.md §2; the F29 history rows carry no amounts): per month,
 * the IVA of the client's sales (débito) and of its purchases (crédito) as its RCV lists them, credit notes subtracted
 * (iva_mensual, domain/client-db/schema.ts).
 */
import type { LocalDbReader } from '../db-reader';
import { withMonthLabels } from './month-label';
import { SqlWhere, type DateRangeFilter } from './view-filters';

/** One month: mes 'yyyy-MM', mesDisplay 'Ene 2025', debito and credito CLP (0 when the book has no document). */
export interface VatMonthRow {
  mes: string;
  mesDisplay: string;
  debito: number;
  credito: number;
}

/**
 * The months with sales or purchases in the client's file that share a day with `range` (the detail's Inicio and Fin,
 * 'yyyy-MM-dd'; a month counts whole), oldest first; a malformed month is left out (logged).
 * @throws RangeError when a date of `range` is not 'yyyy-MM-dd'.
 */
export function vatMonthsView(reader: LocalDbReader, range: DateRangeFilter = {}): VatMonthRow[] {
  const where = new SqlWhere().addMonthRange('periodo', range);
  const rows = reader.all<Omit<VatMonthRow, 'mesDisplay'>>(
    `SELECT periodo AS mes, SUM(CASE WHEN ventaOCompra = 'venta' THEN iva ELSE 0 END) AS debito,
       SUM(CASE WHEN ventaOCompra = 'compra' THEN iva ELSE 0 END) AS credito
     FROM iva_mensual ${where.sql} GROUP BY periodo ORDER BY periodo`,
    where.params,
  );
  return withMonthLabels(rows, (row) => row.mes);
}
