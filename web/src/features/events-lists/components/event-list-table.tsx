import type { CesionView } from '../../../../../domain/cession';
import { cessionTotals } from '../../../../../domain/cession-rules';
import { Pagination } from '../../../components/ui/pagination';
import { SortMenu } from '../../../components/ui/sort-menu';
import { SortableHeader } from '../../../components/ui/sortable-header';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '../../../components/ui/use-media-query';
import { usePaging } from '../../../components/ui/use-paging';
import { useSortedRows } from '../../../components/ui/use-sorted-rows';
import { CessionAmountTotals } from '../../cessions/components/cession-amount-totals';
import { MovimientosButton } from '../../downloads/components/movimientos-button';
import type { EventListColumn } from './event-list-columns';
import { countText } from '../../../../../domain/es-cl-format';
import { ScrollRegion } from '../../../components/ui/scroll-region';

interface EventListTableProps {
  columns: EventListColumn[];
  cesiones: CesionView[];
  rutFactoring: string;
  now: Date;
}

/**
 * The table of an accepted / rejected / annulled / reduced list (core-platform §2): a Mvtos button per row,
 * sortable columns by type,
 * stacked rows with a sort menu below 768 px, paging with 'Mostrando x-y de N resultados' (§9), and the
 * count-and-totals row (totals over 'Cesion Vigente' and 'Documento Asociado en Cobranza' rows, §4).
 */
export function EventListTable({ columns, cesiones, rutFactoring, now }: EventListTableProps) {
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const sortColumns = columns.map((column) => column.sort);
  const { sorted, sort, setSort, sortBy } = useSortedRows(cesiones, sortColumns);
  const paging = usePaging(sorted);
  const totals = cessionTotals(cesiones);
  const totalsRow = (
    <div
      className="d-flex flex-wrap justify-content-between gap-2 px-2 py-2 bg-body-tertiary fw-semibold"
      data-testid="list-totals"
    >
      <span>{countText(cesiones.length, 'documento', 'documentos')}</span>
      <CessionAmountTotals totals={totals} className="text-nowrap" />
    </div>
  );
  const pagination = (
    <Pagination page={paging.page} pageSize={paging.pageSize} total={cesiones.length} onPage={paging.setPage} />
  );

  return (
    <div className="card">
      {wide ? (
        <ScrollRegion label="Documentos">
          <table className="table table-sm table-hover align-middle mb-0">
            <thead className="table-light">
              <tr>
                <th scope="col">Mvtos</th>
                {columns.map((column) => (
                  <SortableHeader
                    key={column.sort.key}
                    columnKey={column.sort.key}
                    label={column.sort.label}
                    sort={sort}
                    onSort={sortBy}
                    className={column.numeric ? 'text-end' : undefined}
                  >
                    {column.badges?.(cesiones)}
                  </SortableHeader>
                ))}
              </tr>
            </thead>
            <tbody>
              {paging.pageRows.map((cesion) => (
                <tr key={cesion.id} data-testid="cession-row" data-folio={cesion.folio}>
                  <td>
                    <MovimientosButton cesion={cesion} rutFactoring={rutFactoring} />
                  </td>
                  {columns.map((column) => (
                    <td key={column.sort.key} className={column.numeric ? 'text-end text-nowrap' : undefined} data-col={column.sort.key}>
                      {column.render(cesion, now)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <div>
          <SortMenu id="lista-orden" columns={sortColumns} sort={sort} onChange={setSort} />
          <ul className="list-unstyled mb-0 px-2">
            {paging.pageRows.map((cesion) => (
              <li key={cesion.id} className="border rounded p-2 mb-2" data-testid="cession-row" data-folio={cesion.folio}>
                <MovimientosButton cesion={cesion} rutFactoring={rutFactoring} />
                {columns.map((column) => (
                  <div key={column.sort.key} className="d-flex justify-content-between gap-2 small">
                    <span className="text-muted">{column.sort.label}</span>
                    <span className="text-end">{column.render(cesion, now)}</span>
                  </div>
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
      {pagination}
      {totalsRow}
    </div>
  );
}
