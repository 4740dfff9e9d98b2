/**
 * 'Ventas Cruzadas' (client-detail.md §2 Ventas tab, §3 "Cross sales row"; client-radar.md §3 "Cross-sales"):
 * counterparties the client both sold to and bought from in the range (documents that are not notes).
 */
import type { LocalDbReader } from '../local-database';
import { LATEST_CESION_CTE, nameOf, NOTE_TYPES_SQL } from './document-sql';
import { SqlWhere, type DateRangeFilter } from './view-filters';

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

/** Counterparties with both sales and purchases, largest ventaTotal first. @throws RangeError on a bad date bound. */
export function crossSalesView(reader: LocalDbReader, filters: DateRangeFilter): CrossSalesRow[] {
  const client = reader.clientRut;
  const where = new SqlWhere()
    .add(`d.tipoDTE NOT IN ${NOTE_TYPES_SQL}`)
    .add(`((d.ventaOCompra = 'venta' AND d.rutEmisor = ?) OR (d.ventaOCompra = 'compra' AND d.rutReceptor = ?))`, client, client)
    .addDateRange('d.fechaEmision', filters);
  return reader.all<CrossSalesRow>(
    `WITH ${LATEST_CESION_CTE}, movimientos AS (
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
