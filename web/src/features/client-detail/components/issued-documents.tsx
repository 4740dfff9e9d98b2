import { ScrollRegion } from '../../../components/ui/scroll-region';
import { useId, useState } from 'react';
import { dteTypeName } from '../../../../../domain/dte-types';
import { Pagination } from '../../../components/ui/pagination';
import { formatDate } from '../../../lib/format';
import { documentsView, type DocumentsFilters } from '../../../localdb/views/documents-view';
import { factoringConcentrationView } from '../../../localdb/views/factoring-concentration-view';
import type { LocalDbReader } from '../../../localdb/local-database';
import { DEFAULT_PAGE_SIZE } from '../../../localdb/views/view-filters';
import { useLocalView } from '../hooks/use-local-view';
import type { DetailDateRange } from '../model/date-range';
import { ISSUED_DOCUMENT_TYPES, issuedDocumentCells } from '../model/issued-document-cells';
import { useAmountFormat } from './amount-format';

const issuedDocuments = (reader: LocalDbReader, filters: DocumentsFilters) => documentsView(reader, 'venta', filters);

type CedidoChoice = 'todos' | 'cedido' | 'noCedido';

/**
 * 'Documentos Emitidos' of the Ventas tab (client-detail.md §2, §4): the client's issued documents in the range,
 * 20 per page, with the Tipo, cession state (Cedido / No Cedido) and Factoring filters; any filter change
 * returns to page 1. Status, Anulado and Rebajado cells as §4 ('Rebajado (n NC)' with its tooltip).
 */
export function IssuedDocuments({ range, today }: { range: DetailDateRange; today: string }) {
  const id = useId();
  const formatAmount = useAmountFormat();
  const [page, setPage] = useState(1);
  const [tipo, setTipo] = useState('');
  const [cedido, setCedido] = useState<CedidoChoice>('todos');
  const [factoring, setFactoring] = useState('');
  const dates = { fechaDesde: range.inicio, fechaHasta: range.fin };
  const factorings = useLocalView('factoringConcentration', dates, factoringConcentrationView);
  const filters: DocumentsFilters = {
    ...dates,
    today,
    page,
    limit: DEFAULT_PAGE_SIZE,
    ...(tipo ? { tipos: [Number(tipo)] } : {}),
    ...(cedido === 'todos' ? {} : { cedido: cedido === 'cedido' }),
    ...(factoring ? { factorings: [factoring] } : {}),
  };
  const documents = useLocalView('ventas:documents', filters, issuedDocuments);
  const refilter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <div className="card">
      <div className="card-header d-flex flex-wrap justify-content-between align-items-end gap-2">
        <span className="fw-semibold">Documentos Emitidos</span>
        <div className="d-flex flex-wrap gap-2">
          <div>
            <label className="form-label small mb-0" htmlFor={`${id}-tipo`}>Tipo</label>
            <select id={`${id}-tipo`} className="form-select form-select-sm" value={tipo} onChange={(e) => refilter(() => setTipo(e.target.value))}>
              <option value="">Todos</option>
              {ISSUED_DOCUMENT_TYPES.map((code) => (
                <option key={code} value={code}>
                  {code} {dteTypeName(code)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="form-label small mb-0" htmlFor={`${id}-cedido`}>Estado de cesión</label>
            <select
              id={`${id}-cedido`}
              className="form-select form-select-sm"
              value={cedido}
              onChange={(e) => refilter(() => setCedido(e.target.value as CedidoChoice))}
            >
              <option value="todos">Todos</option>
              <option value="cedido">Cedido</option>
              <option value="noCedido">No Cedido</option>
            </select>
          </div>
          <div>
            <label className="form-label small mb-0" htmlFor={`${id}-factoring`}>Factoring</label>
            <select id={`${id}-factoring`} className="form-select form-select-sm" value={factoring} onChange={(e) => refilter(() => setFactoring(e.target.value))}>
              <option value="">Todos</option>
              {(factorings.data ?? []).map((row) => (
                <option key={row.id} value={row.id}>
                  {row.factoring}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {documents.error !== null ? (
        <div className="alert alert-danger m-2" role="alert">
          Error cargando documentos emitidos: {documents.error}
        </div>
      ) : (
        <>
          <ScrollRegion label="Documentos Emitidos">
            <table className="table table-sm table-hover align-middle mb-0" data-testid="issued-documents-table">
              <thead>
                <tr>
                  <th>Folio</th>
                  <th>Tipo</th>
                  <th>Fecha Emisión</th>
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
                {documents.data.items.length === 0 ? (
                  <tr>
                    <td colSpan={10} className="text-center text-muted py-3">
                      No hay datos
                    </td>
                  </tr>
                ) : null}
                {documents.data.items.map((row) => {
                  const cells = issuedDocumentCells(row, formatAmount);
                  return (
                    <tr key={row.id} data-testid="issued-document-row">
                      <td>{row.folio}</td>
                      <td>{row.tipo}</td>
                      <td className="text-nowrap">{formatDate(row.fecha)}</td>
                      <td className="text-end text-nowrap">{formatAmount(row.monto)}</td>
                      <td>{row.deudor}</td>
                      <td>{cells.estado}</td>
                      <td>{cells.anulado}</td>
                      <td title={cells.notasTooltip ?? undefined}>{cells.rebajado}</td>
                      <td className="text-end text-nowrap">{row.montoCedido === null ? '-' : formatAmount(row.montoCedido)}</td>
                      <td>{row.factoring ?? '-'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          <Pagination
            page={documents.data.page}
            pageSize={documents.data.limit}
            total={documents.data.total}
            onPage={(next) => setPage(Math.min(Math.max(1, next), Math.max(1, documents.data.totalPages)))}
          />
        </>
      )}
    </div>
  );
}
