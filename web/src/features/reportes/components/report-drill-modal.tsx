import type { CesionView } from '@domain/cession';
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
import { formatAmount } from '@web/lib/format';
import { SheetExportButton } from '@web/components/exports/sheet-export-button';

const NO_SELECTION: ReadonlySet<string> = new Set();

interface ReportDrillModalProps {
  title: string;
  documentos: CesionView[];
  now: Date;
  onClose: () => void;
}

/**
 * The documents behind a figure of 'Reportes', with the columns of the monitoring cards (Descargas with PDF, AEC,
 * Cert. and Mvtos., Deudor, Folio, the Aceptado / Anulado / Rebajado states, the dates and the amounts), sortable and
 * paged, the count and 'Total cedido vigente' (the same rule as the figure), and their 'Cesiones exportadas' sheet.
 * Nothing is selected here: the actions stay on the monitoring screens.
 */
export function ReportDrillModal({ title, documentos, now, onClose }: ReportDrillModalProps) {
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
    <Modal title={title} onClose={onClose} size="xl">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <p className="mb-0 me-auto small" role="status" data-testid="drill-summary">
          {countText(documentos.length, 'documento', 'documentos')} · Total cedido vigente:{' '}
          <span data-testid="drill-monto">{formatAmount(cessionTotals(documentos).montoCedido)}</span>
        </p>
        <SheetExportButton
          build={() => buildCesionesSheet(documentos, { enriquecida: false, now })}
          disabled={documentos.length === 0}
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
    </Modal>
  );
}
