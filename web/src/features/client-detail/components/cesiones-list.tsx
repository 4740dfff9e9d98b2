import { Fragment, type ReactNode } from 'react';
import { Pagination } from '@web/components/ui/pagination';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { formatDate } from '@web/lib/format';
import type { CesionesPage } from '@domain/client-db/views/cesiones-view';
import type { CreditNote } from '@domain/client-db/views/credit-notes-for-invoices';
import { cesionesSummary, estadoLabel } from '../model/cesion-cells';
import { noteCells } from '../model/document-cells';
import { CLIENT_DETAIL_MESSAGES as M } from '../model/messages';
import { useAmountFormat } from './amount-format';
import { NoteCellsView } from './cell-badge';
import { CesionCreditNotes } from './cesion-credit-notes';
import { FolioCell } from './folio-cell';
import { useExpandedRows } from '../hooks/use-expanded-rows';
import { DetailRow } from '@web/components/ui/detail-row';

const COLUMN_COUNT = 11;

interface CesionesListProps {
  page: CesionesPage;
  onPage: (page: number) => void;
  /** The credit notes of the page's invoices by folio: their rows can be expanded. */
  notes?: ReadonlyMap<number, readonly CreditNote[]>;
  /** The filters (Estado, Factoring) and the header's buttons (Exportar). */
  filters?: ReactNode;
  actions?: ReactNode;
}

/**
 * The Cesiones list (client-detail.md §2): Folio, Tipo, Fecha Emisión, Fecha Cesión, Monto, Deudor,
 * Aceptado/Reclamado, Anulado and Rebajado (§4 badges; 'Rebajado (n NC)' with each note and the total as its
 * tooltip), Monto Cedido, Factoring; the summary line and the page buttons; a document
 * with credit notes expands into them (§4 impact badge and summary).
 */
export function CesionesList({ page, onPage, notes, filters, actions }: CesionesListProps) {
  const formatAmount = useAmountFormat();
  const { expanded, toggle } = useExpandedRows();
  return (
    <div className="card">
      <div className="card-header d-flex flex-wrap justify-content-between align-items-center gap-2">
        <span className="fw-semibold">{M.cesiones}</span>
        <span className="d-flex flex-wrap align-items-center gap-2">
          <span className="small text-muted" data-testid="cesiones-summary">
            {cesionesSummary(page.items.length, page.total, page.page, page.totalPages)}
          </span>
          {actions}
        </span>
      </div>
      {filters ? <div className="d-flex flex-wrap gap-3 align-items-end px-2 py-2 border-bottom">{filters}</div> : null}
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
            {page.items.length === 0 ? (
              <tr>
                <td colSpan={COLUMN_COUNT} className="text-center text-muted py-3">
                  No hay datos
                </td>
              </tr>
            ) : null}
            {page.items.map((row) => {
              const rowNotes = notes?.get(row.folio) && row.ncReferenceCount > 0 ? notes.get(row.folio)! : null;
              const open = rowNotes !== null && expanded.has(row.id);
              const cells = noteCells(
                row,
                { count: row.ncReferenceCount, list: rowNotes ?? [], total: row.ncTotalAmount },
                formatAmount,
              );
              return (
                <Fragment key={row.id}>
                  <tr data-testid="cesion-row">
                    <FolioCell
                      folio={row.folio}
                      hasNotes={rowNotes !== null}
                      open={open}
                      onToggle={() => toggle(row.id)}
                    />
                    <td>{row.tipo}</td>
                    <td className="text-nowrap">{formatDate(row.fecha)}</td>
                    <td className="text-nowrap">{formatDate(row.fechaCesion)}</td>
                    <td className="text-end text-nowrap">{row.monto === null ? '-' : formatAmount(row.monto)}</td>
                    <td>{row.deudor}</td>
                    <td>{estadoLabel(row)}</td>
                    <NoteCellsView cells={cells} />
                    <td className="text-end text-nowrap">{formatAmount(row.montoCedido)}</td>
                    <td>{row.factoring}</td>
                  </tr>
                  {rowNotes ? (
                    <DetailRow open={open} colSpan={COLUMN_COUNT} cellClassName="p-0">
                      <CesionCreditNotes notes={rowNotes} amount={row.monto} />
                    </DetailRow>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <Pagination page={page.page} pageSize={page.limit} total={page.total} onPage={onPage} />
    </div>
  );
}
