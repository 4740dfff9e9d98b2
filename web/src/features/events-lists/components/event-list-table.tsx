import type { CesionView } from '@domain/cession';
import { cessionTotals } from '@domain/cession-rules';
import { countText } from '@domain/es-cl-format';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { SortMenu } from '@web/components/ui/sort-menu';
import { tableColumn } from '@web/components/ui/table-columns';
import { useDataTable } from '@web/components/ui/use-data-table';
import { useUrlPaging } from '@web/components/ui/use-url-paging';
import { useUrlSorting } from '@web/components/ui/use-url-sorting';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '@web/components/ui/use-media-query';
import { CessionAmountTotals } from '@web/components/cessions/cession-amount-totals';
import { cessionColumn } from '@web/components/cessions/cession-columns';
import { MovimientosButton } from '@web/components/downloads/movimientos-button';
import type { EventListColumn } from './event-list-columns';

interface EventListTableProps {
  columns: EventListColumn[];
  cesiones: CesionView[];
  rutFactoring: string;
  now: Date;
}

/**
 * The table of an accepted / rejected / annulled / reduced list (core-platform §2) on the shared DataTable: a Mvtos
 * button per row, columns sortable by type, stacked rows with a sort menu below 768 px, paging with
 * 'Mostrando x-y de N resultados' (§9), the sort and the page kept in the address (`?orden=monto.desc&pagina=2`), and
 * the count-and-totals row (totals over 'Cesion Vigente' and 'Documento Asociado en Cobranza' rows, §4).
 */
export function EventListTable({ columns, cesiones, rutFactoring, now }: EventListTableProps) {
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const tableColumns = [
    tableColumn<CesionView>({
      id: 'mvtos',
      label: 'Mvtos',
      cell: (c) => <MovimientosButton cesion={c} rutFactoring={rutFactoring} />,
    }),
    ...columns.map((column) =>
      cessionColumn(column.field, (c) => column.render(c, now), {
        numeric: column.numeric,
        headerExtra: column.badges,
      }),
    ),
  ];
  const sorting = useUrlSorting('orden');
  const page = useUrlPaging();
  const { table, paging } = useDataTable({
    rows: cesiones,
    columns: tableColumns,
    rowId: (c) => c.id,
    sorting,
    paging: page,
  });
  const totals = cessionTotals(cesiones);
  const totalsRow = (
    <div
      className="d-flex flex-wrap justify-content-between gap-2 px-2 py-2 bg-body-tertiary fw-semibold"
      data-testid="list-totals"
    >
      <span>{countText(cesiones.length, 'documento', 'documentos')}</span>
      <CessionAmountTotals totals={totals} />
    </div>
  );

  return (
    <div className="card">
      {wide ? (
        <DataTable
          table={table}
          rows={paging.pageRows}
          label="Documentos"
          rowAttributes={(c) => ({ 'data-testid': 'cession-row', 'data-folio': c.folio })}
        />
      ) : (
        <div>
          <SortMenu id="lista-orden" table={table} />
          <ul className="list-unstyled mb-0 px-2">
            {paging.pageRows.map(({ original: cesion }) => (
              <li
                key={cesion.id}
                className="border rounded p-2 mb-2"
                data-testid="cession-row"
                data-folio={cesion.folio}
              >
                <MovimientosButton cesion={cesion} rutFactoring={rutFactoring} />
                {columns.map((column) => (
                  <div key={column.field.key} className="d-flex justify-content-between gap-2 small">
                    <span className="text-muted">{column.field.label}</span>
                    <span className="text-end">{column.render(cesion, now)}</span>
                  </div>
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Pagination page={paging.page} pageSize={paging.pageSize} total={cesiones.length} onPage={paging.setPage} />
      {totalsRow}
    </div>
  );
}
