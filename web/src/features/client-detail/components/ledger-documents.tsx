import { ScrollRegion } from '@web/components/ui/scroll-region';
import { Fragment, useId, useMemo } from 'react';
import { dteTypeName } from '@domain/dte-types';
import { Pagination } from '@web/components/ui/pagination';
import { formatDate } from '@web/lib/format';
import { documentsView, type DocumentsFilters } from '@domain/client-db/views/documents-view';
import { factoringConcentrationView } from '@domain/client-db/views/factoring-concentration-view';
import { providerFactoringView } from '@domain/client-db/views/provider-factoring-view';
import type { LocalDbReader } from '@domain/client-db/db-reader';
import { DEFAULT_PAGE_SIZE, type DateRangeFilter } from '@domain/client-db/views/view-filters';
import { useUrlParams } from '@web/lib/use-url-params';
import { useExpandedRows } from '../hooks/use-expanded-rows';
import { useLocalView } from '../hooks/use-local-view';
import type { DetailDateRange } from '../model/date-range';
import { DOCUMENT_TYPES, documentCells } from '../model/document-cells';
import { documentCounterparty, ledgerTexts, type LedgerSide } from '../model/ledger-side';
import {
  documentsTableViewAddress,
  documentsTableViewFromAddress,
  type CedidoChoice,
  type DocumentsTableView,
} from '../model/tab-view';
import { useAmountFormat } from './amount-format';
import { NoteCellsView } from './cell-badge';
import { CesionCreditNotes } from './cesion-credit-notes';
import { FolioCell } from './folio-cell';
import { DetailRow } from '@web/components/ui/detail-row';
import { SelectField } from '@web/components/ui/select-field';

type FactoringOption = { rut: string; nombre: string };
type SideViews = {
  documents: (reader: LocalDbReader, filters: DocumentsFilters) => ReturnType<typeof documentsView>;
  factorings: (reader: LocalDbReader, filters: DateRangeFilter) => FactoringOption[];
};

/**
 * The views of each side: its book's documents, and the factorings of its cessions for the Factoring filter (the
 * client's cessions as cedente for issued documents, as deudor for received ones).
 */
const VIEWS: Readonly<Record<LedgerSide, SideViews>> = {
  venta: {
    documents: (reader, filters) => documentsView(reader, 'venta', filters),
    factorings: (reader, filters) =>
      factoringConcentrationView(reader, filters).map((row) => ({ rut: row.id, nombre: row.factoring })),
  },
  compra: {
    documents: (reader, filters) => documentsView(reader, 'compra', filters),
    factorings: (reader, filters) =>
      providerFactoringView(reader, filters).map((row) => ({ rut: row.rutCesionario, nombre: row.factoring })),
  },
};

const COLUMN_COUNT = 10;

interface LedgerDocumentsProps {
  side: LedgerSide;
  range: DetailDateRange;
  /** Counterparties to keep (the sticky bar's filter; empty for all). */
  deudores: readonly string[];
  /** Today in Chile 'yyyy-MM-dd' (the 8-day acceptance rule). */
  today: string;
}

/**
 * 'Documentos Emitidos' (Ventas) or 'Documentos Recibidos' (Compras) (client-detail.md §2, §4): the client's
 * documents of the book in the range (of the sticky bar's counterparty when one is chosen), 20 per page, with the
 * Tipo, cession state (Cedido / No Cedido) and Factoring filters, kept with the page in the address
 * (model/tab-view.ts); any filter change returns to page 1. Columns Folio,
 * Tipo, Fecha Emisión, Monto, Deudor or Emisor, then the status, Anulado and Rebajado cells of §4 ('Rebajado (n NC)'
 * with its tooltip), Monto Cedido and Factoring; an invoice with credit notes expands into them, with the invoice
 * footer of §4 ('Factura completamente anulada', 'Factura rebajada n%', 'Factura parcialmente rebajada n%').
 */
export function LedgerDocuments({ side, range, deudores, today }: LedgerDocumentsProps) {
  const id = useId();
  const texts = ledgerTexts(side);
  const views = VIEWS[side];
  const formatAmount = useAmountFormat();
  const { expanded, toggle } = useExpandedRows();
  const [params, patchParams] = useUrlParams();
  const { page, tipo, cedido, factoring } = useMemo(() => documentsTableViewFromAddress(params), [params]);
  const dates = { fechaDesde: range.inicio, fechaHasta: range.fin };
  const factorings = useLocalView(`${texts.key}:factoringOptions`, dates, views.factorings);
  const filters: DocumentsFilters = {
    ...dates,
    deudores,
    today,
    page,
    limit: DEFAULT_PAGE_SIZE,
    ...(tipo ? { tipos: [Number(tipo)] } : {}),
    ...(cedido === 'todos' ? {} : { cedido: cedido === 'cedido' }),
    ...(factoring ? { factorings: [factoring] } : {}),
  };
  const documents = useLocalView(`${texts.key}:documents`, filters, views.documents);
  const refilter = (changes: Partial<DocumentsTableView>) =>
    patchParams(documentsTableViewAddress({ ...changes, page: 1 }));

  return (
    <div className="card">
      <div className="card-header d-flex flex-wrap justify-content-between align-items-end gap-2">
        <span className="fw-semibold">{texts.documentsTitle}</span>
        <div className="d-flex flex-wrap gap-2">
          <SelectField
            id={`${id}-tipo`}
            label="Tipo"
            value={tipo}
            onValueChange={(value) => refilter({ tipo: value })}
            labelClassName="form-label small mb-0"
            small
          >
            <option value="">Todos</option>
            {DOCUMENT_TYPES.map((code) => (
              <option key={code} value={code}>
                {code} {dteTypeName(code)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={`${id}-cedido`}
            label="Estado de cesión"
            value={cedido}
            onValueChange={(value) => refilter({ cedido: value as CedidoChoice })}
            labelClassName="form-label small mb-0"
            small
          >
            <option value="todos">Todos</option>
            <option value="cedido">Cedido</option>
            <option value="noCedido">No Cedido</option>
          </SelectField>
          <SelectField
            id={`${id}-factoring`}
            label="Factoring"
            value={factoring}
            onValueChange={(value) => refilter({ factoring: value })}
            labelClassName="form-label small mb-0"
            small
          >
            <option value="">Todos</option>
            {(factorings.data ?? []).map((row) => (
              <option key={row.rut} value={row.rut}>
                {row.nombre}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {documents.error !== null ? (
        <div className="alert alert-danger m-2" role="alert">
          {texts.documentsError}: {documents.error}
        </div>
      ) : (
        <>
          <ScrollRegion label={texts.documentsTitle}>
            <table
              className="table table-sm table-hover align-middle mb-0"
              data-testid={`${texts.key}-documents-table`}
            >
              <thead>
                <tr>
                  <th>Folio</th>
                  <th>Tipo</th>
                  <th className="text-nowrap">Fecha Emisión</th>
                  <th className="text-end">Monto</th>
                  <th>{texts.documentCounterparty}</th>
                  <th>Aceptado/Reclamado</th>
                  <th>Anulado</th>
                  <th>Rebajado</th>
                  <th className="text-end text-nowrap">Monto Cedido</th>
                  <th>Factoring</th>
                </tr>
              </thead>
              <tbody>
                {documents.data.items.length === 0 ? (
                  <tr>
                    <td colSpan={COLUMN_COUNT} className="text-center text-muted py-3">
                      No hay datos
                    </td>
                  </tr>
                ) : null}
                {documents.data.items.map((row) => {
                  const cells = documentCells(row, formatAmount, texts.noEstado);
                  const hasNotes = row.notasCreditoList.length > 0;
                  const open = hasNotes && expanded.has(row.id);
                  return (
                    <Fragment key={row.id}>
                      <tr data-testid="document-row">
                        <FolioCell folio={row.folio} hasNotes={hasNotes} open={open} onToggle={() => toggle(row.id)} />
                        <td>{row.tipo}</td>
                        <td className="text-nowrap">{formatDate(row.fecha)}</td>
                        <td className="text-end text-nowrap">{formatAmount(row.monto)}</td>
                        <td style={{ minWidth: '12rem' }}>{documentCounterparty(side, row)}</td>
                        <td>{cells.estado}</td>
                        <NoteCellsView cells={cells} />
                        <td className="text-end text-nowrap">
                          {row.montoCedido === null ? '-' : formatAmount(row.montoCedido)}
                        </td>
                        <td>{row.factoring ?? '-'}</td>
                      </tr>
                      {hasNotes ? (
                        <DetailRow open={open} colSpan={COLUMN_COUNT} cellClassName="p-0">
                          <CesionCreditNotes notes={row.notasCreditoList} amount={row.monto} subject="factura" />
                        </DetailRow>
                      ) : null}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          <Pagination
            page={documents.data.page}
            pageSize={documents.data.limit}
            total={documents.data.total}
            onPage={(next) =>
              patchParams(
                documentsTableViewAddress({
                  page: Math.min(Math.max(1, next), Math.max(1, documents.data.totalPages)),
                }),
              )
            }
          />
        </>
      )}
    </div>
  );
}
