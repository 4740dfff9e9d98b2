/**
 * 'Ventas Cruzadas' (client-detail.md §2 Ventas tab, §3 "Cross sales row"; client-radar.md §3 "Cross-sales"):
 * counterparties the client both sold to and bought from in the range (documents that are not notes).
 * One page (default 20 rows, client-detail.md §9 "Other tables: 20 per page"). Without a date range (or with one enclosing every day of the file) the page and the
 * total come from the whole-file aggregate resumen_contraparte (paged in SQL), otherwise from librocv.
 */
import type { LocalDbReader } from '../local-database';
import { coversWholeLedger } from './whole-file-range';
import { nameOf, NOTE_TYPES_SQL } from './document-sql';
import { pageWindow, SqlWhere, toPage, type DateRangeFilter, type Page, type PageFilter } from './view-filters';

/** One counterparty: totals and ceded amounts CLP (latest cession of each document), last dates 'yyyy-MM-dd'. */
export interface CrossSalesRow {
  rutCliente: string;
  nombreCliente: string;
  ventaTotal: number;
  ventaCedida: number;
  ultimaVenta: string;
  cantidadVentas: number;
  compraTotal: number;
  compraCedida: number;
  ultimaCompra: string;
  cantidadCompras: number;
}

/** Filters: date range on fechaEmision and the page. */
export type CrossSalesFilters = DateRangeFilter & PageFilter;

/** Both books of one counterparty in resumen_contraparte (v ventas, c compras), each with documents. */
const BOTH_BOOKS = `FROM resumen_contraparte v
  JOIN resumen_contraparte c ON c.ventaOCompra = 'compra' AND c.rutContraparte = v.rutContraparte AND c.cantidad > 0
  WHERE v.ventaOCompra = 'venta' AND v.cantidad > 0`;

/**
 * One page of the counterparties with both sales and purchases, largest ventaTotal first (then RUT), and their count.
 * @throws RangeError on a bad date bound.
 */
export function crossSalesView(reader: LocalDbReader, filters: CrossSalesFilters): Page<CrossSalesRow> {
  const window = pageWindow(filters);
  if (!coversWholeLedger(reader, filters)) {
    const rows = rowsFromLedger(reader, filters);
    return toPage(rows.slice(window.offset, window.offset + window.limit), rows.length, window);
  }
  const [count] = reader.all<{ total: number }>(`SELECT COUNT(*) AS total ${BOTH_BOOKS}`);
  const rows = reader.all<Omit<CrossSalesRow, 'nombreCliente'>>(
    `SELECT v.rutContraparte AS rutCliente, v.total AS ventaTotal, v.cedido AS ventaCedida, v.ultimaFecha AS ultimaVenta,
      v.cantidad AS cantidadVentas, c.total AS compraTotal, c.cedido AS compraCedida, c.ultimaFecha AS ultimaCompra,
      c.cantidad AS cantidadCompras
    ${BOTH_BOOKS}
    ORDER BY ventaTotal DESC, rutCliente LIMIT ? OFFSET ?`,
    [window.limit, window.offset],
  );
  const names = new Map(
    reader
      .all<{ rut: string; nombre: string }>(
        `SELECT rut, razonsocial AS nombre FROM razonsocial WHERE rut IN (${rows.map(() => '?').join(', ')})`,
        rows.map((row) => row.rutCliente),
      )
      .map((row) => [row.rut, row.nombre]),
  );
  const items = rows.map(({ rutCliente, ...rest }) => ({ rutCliente, nombreCliente: names.get(rutCliente) ?? rutCliente, ...rest }));
  return toPage(items, count?.total ?? 0, window);
}

function rowsFromLedger(reader: LocalDbReader, filters: DateRangeFilter): CrossSalesRow[] {
  const client = reader.clientRut;
  const where = new SqlWhere()
    .add(`d.tipoDTE NOT IN ${NOTE_TYPES_SQL}`)
    .add(`((d.ventaOCompra = 'venta' AND d.rutEmisor = ?) OR (d.ventaOCompra = 'compra' AND d.rutReceptor = ?))`, client, client)
    .addDateRange('d.fechaEmision', filters);
  return reader.all<CrossSalesRow>(
    `WITH movimientos AS (
      SELECT d.ventaOCompra, CASE WHEN d.ventaOCompra = 'venta' THEN d.rutReceptor ELSE d.rutEmisor END AS rutCliente,
        d.total, d.fechaEmision, COALESCE(u.montoCesion, 0) AS cedido
      FROM librocv d
      LEFT JOIN ultima_cesion u ON u.rutEmisor = d.rutEmisor AND u.tipoDTE = d.tipoDTE AND u.folioDTE = d.folio
      ${where.sql})
    SELECT rutCliente, ${nameOf('rutCliente')} AS nombreCliente,
      SUM(CASE WHEN ventaOCompra = 'venta' THEN total ELSE 0 END) AS ventaTotal,
      SUM(CASE WHEN ventaOCompra = 'venta' THEN cedido ELSE 0 END) AS ventaCedida,
      MAX(CASE WHEN ventaOCompra = 'venta' THEN fechaEmision END) AS ultimaVenta,
      SUM(ventaOCompra = 'venta') AS cantidadVentas,
      SUM(CASE WHEN ventaOCompra = 'compra' THEN total ELSE 0 END) AS compraTotal,
      SUM(CASE WHEN ventaOCompra = 'compra' THEN cedido ELSE 0 END) AS compraCedida,
      MAX(CASE WHEN ventaOCompra = 'compra' THEN fechaEmision END) AS ultimaCompra,
      SUM(ventaOCompra = 'compra') AS cantidadCompras
    FROM movimientos GROUP BY rutCliente
    HAVING cantidadVentas > 0 AND cantidadCompras > 0
    ORDER BY ventaTotal DESC, rutCliente`,
    where.params,
  );
}
