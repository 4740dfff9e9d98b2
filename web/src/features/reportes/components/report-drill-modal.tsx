import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CesionView } from '@domain/cession';
import type { ReportSlice } from '@domain/reportes/report-slice';
import { cessionTotals } from '@domain/cession-rules';
import { countText } from '@domain/es-cl-format';
import { cessionCardColumns } from '@web/components/cessions/cession-card-columns';
import { DataTable } from '@web/components/ui/data-table';
import { Modal } from '@web/components/ui/modal';
import { Pagination } from '@web/components/ui/pagination';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { useDataTable } from '@web/components/ui/use-data-table';
import { useEstadoDbThorColumn } from '@web/lib/cessions/use-estado-db-thor-column';
import { buildCesionesSheet } from '@web/lib/exports/cesiones-rows';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Spinner } from '@web/components/ui/spinner';
import { userMessage } from '@web/lib/api-error';
import { displayRut, formatAmount } from '@web/lib/format';
import { SheetExportButton } from '@web/components/exports/sheet-export-button';

const NO_SELECTION: ReadonlySet<string> = new Set();

/** A client company behind a figure (RUT 'NNNNNNNN-D'). */
export interface DrillClient {
  rut: string;
  razonSocial: string;
}

/** A figure the user opened: its title, which of the period's documents it counts and, if it counts clients, them. */
export interface ReportDrill {
  title: string;
  slice: ReportSlice;
  clientes?: DrillClient[];
}

interface ReportDrillModalProps {
  title: string;
  /** The documents, or null while none is read yet. */
  documentos: CesionView[] | null;
  /** False while more of them are still being read (the rows so far show, the count and total wait); true if absent. */
  complete?: boolean;
  /** Why they could not be read. */
  error?: Error | null;
  /** What the list is, when the title alone does not say it. */
  note?: ReactNode;
  /** The clients a figure counts (the KPI classes), listed above their documents with a link to each one's detail. */
  clientes?: readonly DrillClient[];
  now: Date;
  onClose: () => void;
}

/**
 * The documents behind a figure of 'Reportes', with the columns of the monitoring cards (Descargas with PDF, AEC,
 * Cert. and Mvtos., Deudor, Folio, the Aceptado / Anulado / Rebajado states, the dates and the amounts), sortable and
 * paged, the count and 'Total cedido vigente' (the same rule as the figure), and their 'Cesiones exportadas' sheet.
 * Nothing is selected here: the actions stay on the monitoring screens. A figure that counts clients lists them first.
 */
export function ReportDrillModal(props: ReportDrillModalProps) {
  const { title, documentos, complete = true, error, note, clientes, now, onClose } = props;
  return (
    <Modal title={title} onClose={onClose} size="xl">
      {note ? <p className="small text-body-secondary mb-2">{note}</p> : null}
      {clientes ? <ClientList clientes={clientes} /> : null}
      {error ? (
        <ErrorAlert error={userMessage(error, 'No fue posible cargar los documentos')} />
      ) : documentos ? (
        <DrillDocuments documentos={documentos} complete={complete} now={now} />
      ) : (
        <Spinner label="Cargando documentos..." />
      )}
    </Modal>
  );
}

/** The clients behind a figure, each linking to its detail. */
function ClientList({ clientes }: { clientes: readonly DrillClient[] }) {
  return (
    <div className="mb-3" data-testid="drill-clients">
      <h3 className="h6">{countText(clientes.length, 'cliente', 'clientes')}</h3>
      <ul className="list-inline small mb-0">
        {clientes.map((client) => (
          <li key={client.rut} className="list-inline-item" data-testid="drill-client" data-rut={client.rut}>
            <Link to={`/dashboard-clientes/${encodeURIComponent(client.rut)}?tab=resumen`}>
              {client.razonSocial || displayRut(client.rut)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The documents' count and total, their export, and the paged table; while more are being read, the rows so far and a
 * loading note instead of a count and total that would pass for the figure's.
 */
function DrillDocuments({ documentos, complete, now }: { documentos: CesionView[]; complete: boolean; now: Date }) {
  const showEstadoDbThor = useEstadoDbThorColumn(documentos);
  const columns = cessionCardColumns({
    selectAll: null,
    selected: NO_SELECTION,
    onToggle: () => undefined,
    showEmisor: false,
    counterparty: 'deudor',
    showEstadoDbThor,
    now,
  }).filter((column) => column.id !== 'select');
  const { table, paging } = useDataTable({ rows: documentos, columns, rowId: (c) => c.id });
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        {complete ? (
          <p className="mb-0 me-auto small" role="status" data-testid="drill-summary">
            {countText(documentos.length, 'documento', 'documentos')} · Total cedido vigente:{' '}
            <span data-testid="drill-monto">{formatAmount(cessionTotals(documentos).montoCedido)}</span>
          </p>
        ) : (
          <div className="d-flex align-items-center gap-2 me-auto small" role="status" data-testid="drill-loading">
            <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
            <span>Cargando documentos... {countText(documentos.length, 'leído', 'leídos')}</span>
          </div>
        )}
        <SheetExportButton
          build={() => buildCesionesSheet(documentos, { enriquecida: false, now })}
          disabled={!complete || documentos.length === 0}
        />
      </div>
      <ScrollRegion label="Documentos del reporte">
        <DataTable
          table={table}
          rows={paging.pageRows}
          label="Documentos"
          compact
          rowAttributes={(c) => ({ 'data-testid': 'cession-row', 'data-folio': c.folio })}
        />
      </ScrollRegion>
      <Pagination page={paging.page} pageSize={paging.pageSize} total={documentos.length} onPage={paging.setPage} />
    </>
  );
}
