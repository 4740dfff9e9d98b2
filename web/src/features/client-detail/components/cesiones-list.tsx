import { Pagination } from '../../../components/ui/pagination';
import { formatDate } from '../../../lib/format';
import type { CesionesPage } from '../../../localdb/views/cesiones-view';
import { anuladoLabel, cesionesSummary, estadoLabel, rebajadoLabel } from '../model/cesion-cells';
import { CLIENT_DETAIL_MESSAGES as M } from '../model/messages';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { useAmountFormat } from './amount-format';

interface CesionesListProps {
  page: CesionesPage;
  onPage: (page: number) => void;
}

/**
 * The Cesiones list (client-detail.md §2): Folio, Tipo, Fecha Emisión, Fecha Cesión, Monto, Deudor,
 * Aceptado/Reclamado, Anulado, Rebajado, Monto Cedido, Factoring; the summary line and the page buttons.
 */
export function CesionesList({ page, onPage }: CesionesListProps) {
  const formatAmount = useAmountFormat();
  return (
    <div className="card">
      <div className="card-header d-flex flex-wrap justify-content-between gap-2">
        <span className="fw-semibold">{M.cesiones}</span>
        <span className="small text-muted" data-testid="cesiones-summary">
          {cesionesSummary(page.items.length, page.total, page.page, page.totalPages)}
        </span>
      </div>
      <ScrollRegion label="Cesiones">
        <table className="table table-sm table-hover align-middle mb-0" data-testid="cesiones-table">
          <thead>
            <tr>
              <th>Folio</th>
              <th>Tipo</th>
              <th>Fecha Emisión</th>
              <th>Fecha Cesión</th>
              <th className="text-end">Monto</th>
              <th>Deudor</th>
              <th>Aceptado/Reclamado</th>
              <th>Anulado</th>
              <th>Rebajado</th>
              <th className="text-end">Monto Cedido</th>
              <th>Factoring</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((row) => (
              <tr key={row.id} data-testid="cesion-row">
                <td>{row.folio}</td>
                <td>{row.tipo}</td>
                <td>{formatDate(row.fecha)}</td>
                <td>{formatDate(row.fechaCesion)}</td>
                <td className="text-end">{row.monto === null ? '-' : formatAmount(row.monto)}</td>
                <td>{row.deudor}</td>
                <td>{estadoLabel(row)}</td>
                <td>{anuladoLabel(row)}</td>
                <td>{rebajadoLabel(row)}</td>
                <td className="text-end">{formatAmount(row.montoCedido)}</td>
                <td>{row.factoring}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Pagination page={page.page} pageSize={page.limit} total={page.total} onPage={onPage} />
    </div>
  );
}
