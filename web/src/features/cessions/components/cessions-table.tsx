import type { ReactNode } from 'react';
import type { CesionView } from '@domain/cession';
import { selectability, type CessionTotals } from '@domain/cession-rules';
import { countText } from '@domain/es-cl-format';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { useDataTable } from '@web/components/ui/use-data-table';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '@web/components/ui/use-media-query';
import { useEstadoDbThorColumn } from '@web/lib/cessions/use-estado-db-thor-column';
import type { Counterparty } from '@web/lib/cessions/cession-screens';
import { CessionAmountTotals } from '@web/components/cessions/cession-amount-totals';
import { cessionCardColumns } from '@web/components/cessions/cession-card-columns';
import { CessionStack } from './cession-stack';

/**
 * Lets the browser skip style and layout of the table while it is off screen (CSS content-visibility): a
 * hundred open cards otherwise cost over a second of layout before the first rows show.
 */
const OFFSCREEN_SKIPPED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } as const;

interface CessionsTableProps {
  /** Unique id prefix of the table's controls (sort menu). */
  id: string;
  cesiones: CesionView[];
  /** Totals of the rows that count (cessionTotals). */
  totals: CessionTotals;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  /** Show the emisor column (assigned screen). */
  showEmisor: boolean;
  /** The party column after the emisor: Deudor, or the cesionario to pay on the owed screen. */
  counterparty: Counterparty;
  /** Bulk buttons of the footer row (core-platform §2), acting on the selection. */
  footerActions?: ReactNode;
  now: Date;
}

/**
 * The card body of core-platform §2: at md and wider a table (select-all checkbox, Descargas, [Emisor],
 * Deudor (or the cesionario to pay, owed screen), Folio, the Aceptado / Anulado / Rebajado columns with per-state count
 * badges, the three dates, Monto) with sortable headers by type; below md stacked cards with a sort menu. Paged (§9),
 * with a footer of the document count, the bulk buttons and totals over 'Cesion Vigente' and 'Documento Asociado en
 * Cobranza' rows (§4, §9).
 */
export function CessionsTable(props: CessionsTableProps) {
  const { id, cesiones, totals, selected, onToggle, onToggleAll, showEmisor, counterparty, footerActions, now } = props;
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const showEstadoDbThor = useEstadoDbThorColumn(cesiones);
  const selectableIds = cesiones.filter((c) => selectability(c).selectable).map((c) => c.id);
  const allSelected = selectableIds.length > 0 && selectableIds.every((rowId) => selected.has(rowId));
  const selectAll = (
    <input
      type="checkbox"
      className="form-check-input"
      checked={allSelected}
      disabled={selectableIds.length === 0}
      onChange={(e) => onToggleAll(e.target.checked)}
      aria-label="Seleccionar todos"
    />
  );
  const columns = cessionCardColumns({
    selectAll,
    selected,
    onToggle,
    showEmisor,
    counterparty,
    showEstadoDbThor,
    now,
  });
  const { table, paging } = useDataTable({ rows: cesiones, columns, rowId: (c) => c.id });
  // The card keeps the selection of rows a filter hides (they come back selected as they were); count only those shown.
  const selectedShown = cesiones.filter((c) => selected.has(c.id)).length;
  const footer = (
    <div
      className="d-flex flex-wrap justify-content-between gap-2 px-2 py-2 bg-body-tertiary fw-semibold"
      data-testid="group-totals"
    >
      <span>
        {countText(cesiones.length, 'documento', 'documentos')} (
        {countText(selectedShown, 'seleccionado', 'seleccionados')})
      </span>
      {footerActions}
      <CessionAmountTotals totals={totals} />
    </div>
  );
  const pagination = (
    <Pagination page={paging.page} pageSize={paging.pageSize} total={cesiones.length} onPage={paging.setPage} />
  );

  if (!wide) {
    return (
      <div>
        <div className="d-flex align-items-end gap-2 px-2 pt-2">
          {selectAll}
          <span className="small">Seleccionar todos</span>
        </div>
        <CessionStack
          sortMenuId={`${id}-sort`}
          table={table}
          cesiones={paging.pageRows.map((row) => row.original)}
          selected={selected}
          onToggle={onToggle}
          showEmisor={showEmisor}
          counterparty={counterparty}
          now={now}
        />
        {pagination}
        {footer}
      </div>
    );
  }

  return (
    <div>
      <DataTable
        table={table}
        rows={paging.pageRows}
        label="Documentos"
        style={OFFSCREEN_SKIPPED}
        rowAttributes={(c) => ({ 'data-testid': 'cession-row', 'data-folio': c.folio })}
        // Besides the row and the columns, the cells read only its selection and the clock (cessionCardColumns).
        rowRenderKey={(c) => `${selected.has(c.id)} ${now.getTime()}`}
      />
      {pagination}
      {footer}
    </div>
  );
}
