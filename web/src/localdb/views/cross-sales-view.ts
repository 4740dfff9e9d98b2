/**
 * 'Ventas Cruzadas' (client-detail.md §2 Ventas tab, §3 "Cross sales row"; client-radar.md §3 "Cross-sales"):
 * counterparties the client both sold to and bought from in the range (documents that are not notes).
 * One page (default 20 rows, client-detail.md §9 "Other tables: 20 per page"). Without a date range (or with one enclosing every day of the file) the page and the
 * total come from the whole-file aggregate resumen_contraparte (paged in SQL), otherwise from the monthly
 * aggregate and the edge days of librocv (counterparty-range.ts).
 */
import type { LocalDbReader } from '../local-database';
import { coversWholeLedger } from './whole-file-range';
import { counterpartyRangeRowsSql, counterpartyRangeSql, isoDaySql } from './counterparty-range';
import { pageWindow, toPage, type DateRangeFilter, type Page, type PageFilter } from './view-filters';

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
  if (!coversWholeLedger(reader, filters)) return pageOfRange(reader, filters, window);
  const [count] = reader.all<{ total: number }>(`SELECT COUNT(*) AS total ${BOTH_BOOKS}`);
  const rows = reader.all<UnnamedRow>(
    `SELECT v.rutContraparte AS rutCliente, v.total AS ventaTotal, v.cedido AS ventaCedida, v.ultimaFecha AS ultimaVenta,
      v.cantidad AS cantidadVentas, c.total AS compraTotal, c.cedido AS compraCedida, c.ultimaFecha AS ultimaCompra,
      c.cantidad AS cantidadCompras
    ${BOTH_BOOKS}
    ORDER BY ventaTotal DESC, rutCliente LIMIT ? OFFSET ?`,
    [window.limit, window.offset],
  );
  return toPage(withNames(reader, rows), count?.total ?? 0, window);
}

type UnnamedRow = Omit<CrossSalesRow, 'nombreCliente'>;

/** The rows with the razón social of each RUT (the RUT itself when unknown). */
function withNames(reader: LocalDbReader, rows: UnnamedRow[]): CrossSalesRow[] {
  const names = new Map(
    reader
      .all<{ rut: string; nombre: string }>(
        `SELECT rut, razonsocial AS nombre FROM razonsocial WHERE rut IN (${rows.map(() => '?').join(', ')})`,
        rows.map((row) => row.rutCliente),
      )
      .map((row) => [row.rut, row.nombre]),
  );
  return rows.map(({ rutCliente, ...rest }) => ({ rutCliente, nombreCliente: names.get(rutCliente) ?? rutCliente, ...rest }));
}

/**
 * One page of a partial range, largest ventaTotal first (then RUT), with the count of every row (a second query only
 * when the page is past the last row).
 */
function pageOfRange(reader: LocalDbReader, filters: DateRangeFilter, window: { page: number; limit: number; offset: number }): Page<CrossSalesRow> {
  const both = bothBooksSql(reader, filters);
  const rows = reader.all<UnnamedRow & { cuenta: number }>(
    `SELECT rutCliente, ventaTotal, ventaCedida, ${both.day('ultimaVenta')} AS ultimaVenta, cantidadVentas, compraTotal,
      compraCedida, ${both.day('ultimaCompra')} AS ultimaCompra, cantidadCompras, cuenta
    FROM (SELECT *, COUNT(*) OVER () AS cuenta FROM (${both.sql}) ORDER BY ventaTotal DESC, rutCliente LIMIT ? OFFSET ?)
    ORDER BY ventaTotal DESC, rutCliente`,
    [...both.params, window.limit, window.offset],
  );
  const total = rows[0]?.cuenta ?? (window.offset === 0 ? 0 : (reader.all<{ total: number }>(`SELECT COUNT(*) AS total FROM (${both.sql})`, both.params)[0]?.total ?? 0));
  return toPage(withNames(reader, rows.map(({ cuenta: _, ...row }) => row)), total, window);
}

/**
 * Sub-query of the counterparties of the range with both books, one row each with the columns of a cross sales row
 * but the name, in no particular order, with its '?' parameters and `day`: the SQL of a last-date column as
 * 'yyyy-MM-dd' (applied to the rows of the page only). When the range reads the monthly aggregate
 * (counterparty-range.ts) the rows of both books are grouped by contraparte.id in one pass and the dates are integers
 * yyyyMMdd; otherwise each book is grouped on its own, the books are joined on the RUT and the dates are text.
 */
function bothBooksSql(
  reader: LocalDbReader,
  filters: DateRangeFilter,
): { sql: string; params: (string | number)[]; day: (column: string) => string } {
  const columns = { cedido: true, ultimaFecha: true };
  const ventas = counterpartyRangeRowsSql(reader, 'venta', filters, columns);
  const compras = counterpartyRangeRowsSql(reader, 'compra', filters, columns);
  if (ventas && compras) {
    return {
      sql: `SELECT k.rut AS rutCliente, g.ventaTotal, g.ventaCedida, g.ultimaVenta, g.cantidadVentas, g.compraTotal,
        g.compraCedida, g.ultimaCompra, g.cantidadCompras
      FROM (SELECT id, SUM(vCantidad) AS cantidadVentas, SUM(vTotal) AS ventaTotal, SUM(vCedido) AS ventaCedida,
          MAX(vUltima) AS ultimaVenta, SUM(cCantidad) AS cantidadCompras, SUM(cTotal) AS compraTotal,
          SUM(cCedido) AS compraCedida, MAX(cUltima) AS ultimaCompra
        FROM (SELECT id, cantidad AS vCantidad, total AS vTotal, cedido AS vCedido, ultimaFecha AS vUltima, 0 AS cCantidad,
            0 AS cTotal, 0 AS cCedido, NULL AS cUltima
          FROM (${ventas.sql})
          UNION ALL
          SELECT id, 0, 0, 0, NULL, cantidad, total, cedido, ultimaFecha FROM (${compras.sql}))
        GROUP BY id HAVING SUM(vCantidad) > 0 AND SUM(cCantidad) > 0) g
      JOIN contraparte k ON k.id = g.id`,
      params: [...ventas.params, ...compras.params],
      day: isoDaySql,
    };
  }
  const sales = counterpartyRangeSql(reader, 'venta', filters, columns);
  const purchases = counterpartyRangeSql(reader, 'compra', filters, columns);
  return {
    sql: `SELECT v.rut AS rutCliente, v.total AS ventaTotal, v.cedido AS ventaCedida, v.ultimaFecha AS ultimaVenta,
        v.cantidad AS cantidadVentas, c.total AS compraTotal, c.cedido AS compraCedida, c.ultimaFecha AS ultimaCompra,
        c.cantidad AS cantidadCompras
      FROM (${sales.sql}) v JOIN (${purchases.sql}) c ON c.rut = v.rut`,
    params: [...sales.params, ...purchases.params],
    day: (column) => column,
  };
}
