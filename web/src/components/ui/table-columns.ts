import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { HTMLAttributes, ReactNode } from 'react';
import { sortKey, sortKeyCompare, type SortKey, type SortKind } from './table-sort';

/** Attributes of a table cell (data-* for tests and styles, className, title). */
export type CellAttributes = HTMLAttributes<HTMLTableCellElement> & {
  [data: `data-${string}`]: string | number | undefined;
};

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Header text: the sort button's label and the small-screen sort menu's option. */
    label: string;
    /**
     * A shorter header shown in place of the label (compact-label.ts); the label stays its tooltip and accessible name.
     */
    shortLabel?: string;
    /** Right-aligned, no-wrap cells (amounts). */
    numeric?: boolean;
    /** Tooltip of the header (what the column means). */
    description?: string;
    /** Content after the header label, e.g. per-state count badges over every row (core-platform §2). */
    headerExtra?: (rows: readonly TData[]) => ReactNode;
    /** Attributes of each body cell. */
    cellAttributes?: (row: TData) => CellAttributes;
  }
}

/** What a screen says about one of its table columns. */
export interface TableColumnSpec<T> {
  /** Stable id: th[data-sort-key], td[data-col] and the sort state use it. */
  id: string;
  label: string;
  shortLabel?: string;
  /** Sort type (core-platform §2: text, number, date); absent for a column that does not sort (checkboxes, buttons). */
  kind?: SortKind;
  /** The raw value the column sorts by (null = missing); required with `kind`. */
  value?: (row: T) => string | number | null | undefined;
  cell: (row: T) => ReactNode;
  /** A header other than the plain label (e.g. the select-all checkbox). */
  header?: ReactNode;
  numeric?: boolean;
  description?: string;
  headerExtra?: (rows: readonly T[]) => ReactNode;
  cellAttributes?: (row: T) => CellAttributes;
}

/**
 * The TanStack Table column of a spec: a sortable column's accessor is its sortKey (missing values last in either
 * direction, ties in input order); the cell renders `cell` of the row. Used by useDataTable / DataTable.
 * @throws Error when a column has `kind` but no `value`.
 */
export function tableColumn<T>(spec: TableColumnSpec<T>): ColumnDef<T, SortKey> {
  const { id, label, shortLabel, kind, value, cell, header, numeric, description, headerExtra, cellAttributes } = spec;
  if (kind && !value) throw new Error(`La columna ${id} ordena por ${kind} pero no dice su valor`);
  const meta = { label, shortLabel, numeric, description, headerExtra, cellAttributes };
  const render = {
    header: () => header ?? label,
    cell: (context: { row: { original: T } }) => cell(context.row.original),
    meta,
  };
  if (!kind || !value) return { id, enableSorting: false, ...render };
  return {
    id,
    accessorFn: (row) => sortKey(kind, value(row)),
    sortingFn: sortKeyCompare as ColumnDef<T, SortKey>['sortingFn'],
    sortUndefined: 'last',
    ...render,
  };
}
