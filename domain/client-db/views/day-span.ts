/**
 * The first and last day of the client's ledger (resumen_dia: every document's day and every credit note's referenced
 * day, both books) or of its cessions as cedente (cesion_estado_dia), read from their keys: a MIN and a MAX per book
 * over resumen_dia's key (ventaOCompra, fecha), and over cesion_estado_dia's fecha index, instead of a scan of either
 * table (about 1 ms and 1.5 ms in sql.js at 300,000 documents, against 0.2 ms).
 */
import type { LocalDbReader } from '../db-reader';

/** Days 'yyyy-MM-dd', first <= last. */
export interface DaySpan {
  first: string;
  last: string;
}

const SPAN_SQL = {
  resumen_dia: `SELECT MIN(first) AS first, MAX(last) AS last FROM (
    SELECT (SELECT MIN(fecha) FROM resumen_dia WHERE ventaOCompra = b.libro) AS first,
      (SELECT MAX(fecha) FROM resumen_dia WHERE ventaOCompra = b.libro) AS last
    FROM (SELECT 'venta' AS libro UNION ALL SELECT 'compra') b)`,
  cesion_estado_dia: `SELECT (SELECT MIN(fecha) FROM cesion_estado_dia) AS first, (SELECT MAX(fecha) FROM cesion_estado_dia) AS last`,
} as const;

/** The span of `table`'s days; undefined when it has no row. */
export function daySpan(reader: LocalDbReader, table: keyof typeof SPAN_SQL): DaySpan | undefined {
  const [span] = reader.all<{ first: string | null; last: string | null }>(SPAN_SQL[table]);
  return span?.first && span.last ? { first: span.first, last: span.last } : undefined;
}
