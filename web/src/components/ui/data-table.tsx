import type { Header, Row, Table } from '@tanstack/react-table';
import { memo, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | number | undefined };

interface DataTableProps<T> {
  table: Table<T>;
  /** The rows to draw (the current page of the sorted rows). */
  rows: ReadonlyArray<Row<T>>;
  /** Accessible name of the scrolling region. */
  label: string;
  rowAttributes?: (row: T) => RowAttributes;
  /** Extra style of the scrolling region (e.g. content-visibility of long card lists). */
  style?: CSSProperties;
  testId?: string;
  /**
   * Many columns in little width: wrapping headers, smaller text and padding (data-table.css rc-data-table-compact).
   */
  compact?: boolean;
  /**
   * What a body row's cells read besides the row's own object (whether it is selected, the clock), as a string. When
   * given, a row whose object and key are unchanged, under the same columns, is not drawn again: a list that grows page
   * by page then redraws only the headers and the rows that changed. Give it only when every cell is a function of its
   * row, this key and the columns shown.
   */
  rowRenderKey?: (row: T) => string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A header's or cell's content: the column's template called as a plain function. flexRender would mount a function
 * as a component, and the screens rebuild their columns on each render (cells close over the selection), so every
 * render would be a new component type and React would unmount and remount every cell of the table (5,000 rows on
 * /cesion-adquiridas: a full remount per arriving page), and the select-all checkbox would lose focus. Called
 * directly, the elements keep their types and React only updates what changed. Templates therefore must not call
 * hooks (tableColumn's return elements).
 */
function templateContent<C>(template: ((context: C) => ReactNode) | ReactNode, context: C): ReactNode {
  return typeof template === 'function' ? template(context) : template;
}

/**
 * A header's content: its short label when it has one (the full label as the abbreviation's tooltip and, hidden from
 * sight, as what a screen reader reads), else the column's header.
 */
function HeaderLabel<T>({ header }: { header: Header<T, unknown> }) {
  const meta = header.column.columnDef.meta;
  if (!meta?.shortLabel || meta.shortLabel === meta.label)
    return templateContent(header.column.columnDef.header, header.getContext());
  return (
    <>
      <abbr title={meta.label} aria-hidden="true">
        {meta.shortLabel}
      </abbr>
      <span className="visually-hidden">{meta.label}</span>
    </>
  );
}

/**
 * A header cell: a sortable column's label is a button (Enter / Space / click sorts) and the cell carries aria-sort.
 */
function HeaderCell<T>({ header, rows }: { header: Header<T, unknown>; rows: readonly T[] }) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const direction = column.getIsSorted();
  const extra = meta?.headerExtra?.(rows);
  const className = meta?.numeric ? 'text-end' : undefined;
  const title = meta?.description;
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className} title={title}>
        <HeaderLabel header={header} />
        {extra}
      </th>
    );
  }
  return (
    <th
      scope="col"
      className={className}
      title={title}
      aria-sort={direction ? ARIA_SORT[direction] : 'none'}
      data-sort-key={column.id}
    >
      <button
        type="button"
        className="btn btn-link btn-sm p-0 text-reset fw-semibold text-decoration-none text-start"
        onClick={column.getToggleSortingHandler()}
      >
        <HeaderLabel header={header} />
        {/* A narrow column may put the arrow under its label rather than widen for it. */}
        <wbr />
        <span aria-hidden="true" className="ms-1 text-muted">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
      {extra}
    </th>
  );
}

interface BodyRowProps<T> {
  row: Row<T>;
  attributes: RowAttributes | undefined;
  /** DataTable's rowRenderKey for this row; without it the row is drawn on every render of the table. */
  renderKey: string | undefined;
  /** The ids of the columns shown, in order. */
  columnsKey: string;
}

/** A body row: data-col={column id} and the column's cellAttributes on each cell (see DataTable). */
function BodyRowContent<T>({ row, attributes }: BodyRowProps<T>) {
  return (
    <tr {...attributes}>
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const cellAttributes = meta?.cellAttributes?.(row.original);
        const className = [meta?.numeric ? 'text-end text-nowrap' : '', cellAttributes?.className ?? '']
          .join(' ')
          .trim();
        return (
          <td key={cell.id} data-col={cell.column.id} {...cellAttributes} className={className || undefined}>
            {templateContent(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * {@link BodyRowContent}, kept as drawn while its row's object, render key and columns stay the same (the table's
 * row objects are rebuilt whenever its data grows, the rows' own objects are not).
 */
const BodyRow = memo(
  BodyRowContent,
  (before, after) =>
    after.renderKey !== undefined &&
    before.renderKey === after.renderKey &&
    before.row.original === after.row.original &&
    before.columnsKey === after.columnsKey,
) as <T>(props: BodyRowProps<T>) => ReactNode;

/**
 * The shared table of the large lists (core-platform §2 "Columns are sortable"): sortable headers
 * with aria-sort, operable by keyboard; a sticky header row inside a scrolling region of at most the viewport's
 * height, so the horizontal scrollbar is always in view and the region takes focus when it overflows (ScrollRegion).
 * Body cells carry data-col={column id} plus the column's cellAttributes (their className added to a numeric
 * column's alignment).
 */
export function DataTable<T>({
  table,
  rows,
  label,
  rowAttributes,
  style,
  testId,
  compact,
  rowRenderKey,
}: DataTableProps<T>) {
  const originals = table.getCoreRowModel().rows.map((row) => row.original);
  const columnsKey = table
    .getVisibleLeafColumns()
    .map((column) => column.id)
    .join(' ');
  return (
    <ScrollRegion
      label={label}
      style={style}
      className={compact ? 'rc-data-table rc-data-table-compact' : 'rc-data-table'}
    >
      <table className="table table-sm table-hover align-middle mb-0" data-testid={testId}>
        <thead className="table-light">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} rows={originals} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => (
            <BodyRow
              key={row.id}
              row={row}
              attributes={rowAttributes?.(row.original)}
              renderKey={rowRenderKey?.(row.original)}
              columnsKey={columnsKey}
            />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
