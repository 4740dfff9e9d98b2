/**
 * 'Ventas Cruzadas' (client-detail.md §2 Ventas tab, §3 "Cross sales row"; client-radar.md §3 "Cross-sales"):
 * counterparties the client both sold to and bought from in the range (documents that are not notes).
 * One page (default 20 rows, client-detail.md §9 "Other tables: 20 per page"). Without a date range (or with one
 * enclosing every day of the file) the page and the total come from the whole-file aggregate resumen_contraparte (paged
 * in SQL), otherwise from the range totals of each book (counterparty-range.ts). The sticky bar's counterparty filter
 * (`deudores`, client-detail.md §2 "Filtrar por Deudor") keeps both paths to the chosen counterparties.
 */
import type { LocalDbReader } from '../db-reader';
import { coversWholeLedger } from './whole-file-range';
import { razonesSociales, withCounterpartyNames } from './counterparty-names';
import { CounterpartyRange, largestFirst } from './counterparty-range';
import { latestDocumentDays } from './latest-document-days';
import {
  SqlWhere,
  pageWindow,
  toPage,
  type CounterpartyFilter,
  type DateRangeFilter,
  type Page,
  type PageFilter,
} from './view-filters';

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

/** Filters: date range on fechaEmision, the counterparties to keep (none: all) and the page. */
export type CrossSalesFilters = DateRangeFilter & CounterpartyFilter & PageFilter;

/** Both books of one counterparty in resumen_contraparte (v ventas, c compras), each with documents. */
const BOTH_BOOKS = `FROM resumen_contraparte v
  JOIN resumen_contraparte c ON c.ventaOCompra = 'compra' AND c.rutContraparte = v.rutContraparte AND c.cantidad > 0`;

/**
 * One page of the counterparties with both sales and purchases, largest ventaTotal first (then RUT), and their count.
 * @throws RangeError on a bad date bound.
 */
export function crossSalesView(reader: LocalDbReader, filters: CrossSalesFilters): Page<CrossSalesRow> {
  const window = pageWindow(filters);
  if (!coversWholeLedger(reader, filters)) return pageOfRange(reader, filters, window);
  const where = new SqlWhere()
    .add("v.ventaOCompra = 'venta'")
    .add('v.cantidad > 0')
    .addIn('v.rutContraparte', filters.deudores);
  const [count] = reader.all<{ total: number }>(`SELECT COUNT(*) AS total ${BOTH_BOOKS} ${where.sql}`, where.params);
  const rows = reader.all<UnnamedRow>(
    `SELECT v.rutContraparte AS rutCliente, v.total AS ventaTotal, v.cedido AS ventaCedida, v.ultimaFecha AS ultimaVenta,
      v.cantidad AS cantidadVentas, c.total AS compraTotal, c.cedido AS compraCedida, c.ultimaFecha AS ultimaCompra,
      c.cantidad AS cantidadCompras
    ${BOTH_BOOKS} ${where.sql}
    ORDER BY ventaTotal DESC, rutCliente LIMIT ? OFFSET ?`,
    [...where.params, window.limit, window.offset],
  );
  return toPage(withNames(reader, rows), count?.total ?? 0, window);
}

type UnnamedRow = Omit<CrossSalesRow, 'nombreCliente'>;

/** The rows with the razón social of each RUT (the RUT itself when unknown). */
function withNames(reader: LocalDbReader, rows: UnnamedRow[]): CrossSalesRow[] {
  const names = razonesSociales(
    reader,
    rows.map((row) => row.rutCliente),
  );
  return rows.map(({ rutCliente, ...rest }) => ({
    rutCliente,
    nombreCliente: names.get(rutCliente) ?? rutCliente,
    ...rest,
  }));
}

/**
 * One page of a partial range, largest ventaTotal first (then RUT), with the count of every row: both books' range
 * totals (counterparty-range.ts) joined on the counterparty; names, ceded amounts and latest days read for the page
 * only.
 */
function pageOfRange(
  reader: LocalDbReader,
  filters: DateRangeFilter & CounterpartyFilter,
  window: { page: number; limit: number; offset: number },
): Page<CrossSalesRow> {
  const range = new CounterpartyRange(reader, filters);
  const compras = new Map(range.totals('compra').map((row) => [row.id, row]));
  const both = range.totals('venta').filter((venta) => compras.has(venta.id));
  const page = largestFirst(both, (row) => row.total, window.offset + window.limit).slice(window.offset);
  const ids = page.map((row) => row.id);
  const [ventaCedida, compraCedida] = [range.cedido('venta', ids), range.cedido('compra', ids)];
  const [ultimaVenta, ultimaCompra] = [
    latestDocumentDays(reader, 'venta', filters, ids),
    latestDocumentDays(reader, 'compra', filters, ids),
  ];
  const items = withCounterpartyNames(reader, page).map(({ id, rut, nombre, total, cantidad }) => {
    const compra = compras.get(id)!;
    return {
      rutCliente: rut,
      nombreCliente: nombre,
      ventaTotal: total,
      ventaCedida: ventaCedida.get(id)!,
      ultimaVenta: ultimaVenta.get(id) ?? '',
      cantidadVentas: cantidad,
      compraTotal: compra.total,
      compraCedida: compraCedida.get(id)!,
      ultimaCompra: ultimaCompra.get(id) ?? '',
      cantidadCompras: compra.cantidad,
    };
  });
  return toPage(items, both.length, window);
}
