import type { ReactNode } from 'react';
import type { CesionView } from '../../../../../domain/cession';
import { selectability, type CessionTotals } from '../../../../../domain/cession-rules';
import { Pagination } from '../../../components/ui/pagination';
import { SortableHeader } from '../../../components/ui/sortable-header';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '../../../components/ui/use-media-query';
import { usePaging } from '../../../components/ui/use-paging';
import { useSortedRows } from '../../../components/ui/use-sorted-rows';
import { useEstadoDbThorColumn } from '../../nomina/hooks/use-estado-db-thor-column';
import { ESTADO_DBTHOR_HEADER } from '../../nomina/model/estado-db-thor';
import { CARD_SORT_COLUMNS, CESSION_COLUMNS, type Counterparty } from '../model/cession-columns';
import { aceptadoDisplay, countByState, flagDisplay } from '../model/status-display';
import { CessionAmountTotals } from './cession-amount-totals';
import { CessionRow } from './cession-row';
import { CessionStack } from './cession-stack';
import { StateBadges } from './state-badges';
import { countText } from '../../../../../domain/es-cl-format';
import { ScrollRegion } from '../../../components/ui/scroll-region';

/**
 * Lets the browser skip style and layout of the table while it is off screen (CSS content-visibility): a
 * hundred open cards otherwise cost over a second of layout before the first rows show (issue 3).
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
 * Deudor (or the cesionario to pay, owed screen), Folio, the Aceptado / Anulado / Rebajado columns with per-state count badges, the three dates,
 * Monto) with sortable headers by type; below md stacked cards with a sort menu. Paged (§9), with a footer
 * of the document count, the bulk buttons and totals over 'Cesion Vigente' and 'Documento Asociado en Cobranza' rows (§4, §9).
 */
export function CessionsTable(props: CessionsTableProps) {
  const { id, cesiones, totals, selected, onToggle, onToggleAll, showEmisor, counterparty, footerActions, now } = props;
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const showEstadoDbThor = useEstadoDbThorColumn(cesiones);
  const hidden = new Set([showEmisor ? '' : 'emisor', counterparty === 'deudor' ? 'cesionario' : 'deudor']);
  const columns = CARD_SORT_COLUMNS.filter((c) => !hidden.has(c.key));
  const { sorted, sort, setSort, sortBy } = useSortedRows(cesiones, columns);
  const paging = usePaging(sorted);
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
  // The card keeps the selection of rows a filter hides (they come back selected as they were); count only those shown.
  const selectedShown = cesiones.filter((c) => selected.has(c.id)).length;
  const footer = (
    <div
      className="d-flex flex-wrap justify-content-between gap-2 px-2 py-2 bg-body-tertiary fw-semibold"
      data-testid="group-totals"
    >
      <span>
        {countText(cesiones.length, 'documento', 'documentos')} ({countText(selectedShown, 'seleccionado', 'seleccionados')})
      </span>
      {footerActions}
      <CessionAmountTotals totals={totals} className="text-end text-nowrap" />
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
          columns={columns}
          sort={sort}
          onSort={setSort}
          cesiones={paging.pageRows}
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

  const header = (key: keyof typeof CESSION_COLUMNS, className?: string, badges?: ReactNode) => (
    <SortableHeader columnKey={key} label={CESSION_COLUMNS[key].label} sort={sort} onSort={sortBy} className={className}>
      {badges}
    </SortableHeader>
  );
  return (
    <div>
      <ScrollRegion label="Documentos" style={OFFSCREEN_SKIPPED}>
        <table className="table table-sm table-hover align-middle mb-0">
          <thead className="table-light">
            <tr>
              <th scope="col">{selectAll}</th>
              <th scope="col">Descargas</th>
              {showEmisor ? header('emisor') : null}
              {header(counterparty)}
              {header('folio')}
              {header(
                'aceptado',
                undefined,
                <StateBadges counts={countByState(cesiones, (c) => c.aceptado.state)} display={aceptadoDisplay} />,
              )}
              {header(
                'anulado',
                undefined,
                <StateBadges counts={countByState(cesiones, (c) => c.anulado.state)} display={(s) => flagDisplay(s, 'Anulado')} />,
              )}
              {header(
                'rebajado',
                undefined,
                <StateBadges counts={countByState(cesiones, (c) => c.rebajado.state)} display={(s) => flagDisplay(s, 'Rebajado')} />,
              )}
              {header('fechaRecepcion')}
              {header('fechaCesion')}
              {header('fechaVencimiento')}
              {header('montoCedido', 'text-end')}
              {showEstadoDbThor ? <th scope="col">{ESTADO_DBTHOR_HEADER}</th> : null}
            </tr>
          </thead>
          <tbody>
            {paging.pageRows.map((cesion) => (
              <CessionRow
                key={cesion.id}
                cesion={cesion}
                selectability={selectability(cesion)}
                selected={selected.has(cesion.id)}
                onToggle={onToggle}
                showEmisor={showEmisor}
                counterparty={counterparty}
                showEstadoDbThor={showEstadoDbThor}
                now={now}
              />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {pagination}
      {footer}
    </div>
  );
}
