import { ScrollRegion } from '@web/components/ui/scroll-region';
import { Pagination } from '@web/components/ui/pagination';
import { useUrlPaging } from '@web/components/ui/use-url-paging';
import { displayRut, formatDate } from '@web/lib/format';
import type { LocalDbReader } from '@domain/client-db/db-reader';
import { crossSalesView } from '@domain/client-db/views/cross-sales-view';
import { DEFAULT_PAGE_SIZE, type CounterpartyFilter, type DateRangeFilter } from '@domain/client-db/views/view-filters';
import { useLocalView } from '../hooks/use-local-view';
import type { DetailDateRange } from '../model/date-range';
import { CROSS_SALES_PAGE_PARAM } from '../model/tab-view';
import { useAmountFormat } from './amount-format';

/** Whether `range` holds any cross sales (one row read); false without a range, which skips the query. */
const anyCrossSales = (reader: LocalDbReader, range: (DateRangeFilter & CounterpartyFilter) | null) =>
  range !== null && crossSalesView(reader, { ...range, page: 1, limit: 1 }).total > 0;

interface CrossSalesProps {
  range: DetailDateRange;
  /** Counterparties to keep (the sticky bar's filter; empty for all). */
  deudores: readonly string[];
  /** The last 12 months (start one year before today), offered when the range holds no cross sales. */
  lastYear: DetailDateRange;
  onRange: (range: DetailDateRange) => void;
}

/**
 * 'Ventas Cruzadas' (client-detail.md §2 Ventas tab): counterparties the client sold to and bought from in the
 * range (only the sticky bar's debtor when one is chosen), 20 per page (kept in the address, `?pagina-cruzadas=2`),
 * with nombreCliente, rutCliente, ventaTotal, ventaCedida, ultimaVenta, compraTotal, compraCedida, ultimaCompra.
 * Empty: 'No hay ventas cruzadas durante el período seleccionado' and, when the last 12 months hold some, a button that
 * sets that range; otherwise 'Tampoco se encontraron durante los últimos 12 meses'.
 */
export function CrossSales({ range, deudores, lastYear, onRange }: CrossSalesProps) {
  const formatAmount = useAmountFormat();
  const { value: page, onChange: setPage } = useUrlPaging(CROSS_SALES_PAGE_PARAM);
  const rows = useLocalView(
    'ventas:cross',
    { fechaDesde: range.inicio, fechaHasta: range.fin, deudores, page, limit: DEFAULT_PAGE_SIZE },
    crossSalesView,
  );
  const empty = rows.data !== null && rows.data.total === 0;
  const isLastYear = range.inicio === lastYear.inicio && range.fin === lastYear.fin;
  // The last 12 months are only read when they are offered: an empty range other than them.
  const probe = useLocalView(
    'ventas:crossLastYear',
    empty && !isLastYear ? { fechaDesde: lastYear.inicio, fechaHasta: lastYear.fin, deudores } : null,
    anyCrossSales,
  );
  const lastYearHas = probe.data === true;

  return (
    <div className="card">
      <div className="card-header fw-semibold">Ventas Cruzadas</div>
      {rows.error !== null ? (
        <div className="alert alert-danger m-2" role="alert">
          Error cargando Ventas Cruzadas: {rows.error}
        </div>
      ) : null}
      {empty ? (
        <div className="p-3" data-testid="cross-sales-empty">
          <div>No hay ventas cruzadas durante el período seleccionado</div>
          {lastYearHas ? (
            <button type="button" className="btn btn-sm btn-outline-primary mt-2" onClick={() => onRange(lastYear)}>
              Ver últimos 12 meses
            </button>
          ) : (
            <div className="text-muted small mt-1">Tampoco se encontraron durante los últimos 12 meses</div>
          )}
        </div>
      ) : null}
      {rows.data !== null && !empty ? (
        <>
          <ScrollRegion label="Ventas Cruzadas">
            <table className="table table-sm align-middle mb-0" data-testid="cross-sales-table">
              <thead>
                <tr>
                  <th>Cliente</th>
                  <th>RUT</th>
                  <th className="text-end">Venta Total</th>
                  <th className="text-end">Venta Cedida</th>
                  <th>Última Venta</th>
                  <th className="text-end">Compra Total</th>
                  <th className="text-end">Compra Cedida</th>
                  <th>Última Compra</th>
                </tr>
              </thead>
              <tbody>
                {rows.data.items.map((row) => (
                  <tr key={row.rutCliente}>
                    <td>{row.nombreCliente}</td>
                    <td className="text-nowrap">{displayRut(row.rutCliente)}</td>
                    <td className="text-end text-nowrap">{formatAmount(row.ventaTotal)}</td>
                    <td className="text-end text-nowrap">{formatAmount(row.ventaCedida)}</td>
                    <td className="text-nowrap">{formatDate(row.ultimaVenta)}</td>
                    <td className="text-end text-nowrap">{formatAmount(row.compraTotal)}</td>
                    <td className="text-end text-nowrap">{formatAmount(row.compraCedida)}</td>
                    <td className="text-nowrap">{formatDate(row.ultimaCompra)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <Pagination
            page={rows.data.page}
            pageSize={rows.data.limit}
            total={rows.data.total}
            onPage={(next) => setPage(Math.min(Math.max(1, next), Math.max(1, rows.data.totalPages)))}
          />
        </>
      ) : null}
    </div>
  );
}
