import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import type { SortKey } from './table-sort';
import { DEFAULT_PAGE_SIZE, usePaging, type ControlledPaging } from './use-paging';

interface UseDataTableOptions<T> {
  rows: readonly T[];
  /** From tableColumn(); may be rebuilt each render (cells that close over selection state). */
  columns: ReadonlyArray<ColumnDef<T, SortKey>>;
  rowId: (row: T) => string;
  pageSize?: number;
  /** The sort kept by the caller (e.g. in the address, useUrlSorting); kept inside the table when absent. */
  sorting?: ControlledSorting;
  /** The page kept by the caller (e.g. in the address); kept inside the table when absent. */
  paging?: ControlledPaging;
}

/** A table's sort held outside it: the current column and direction (at most one), and how to change it. */
export interface ControlledSorting {
  value: SortingState;
  onChange: (next: SortingState) => void;
}

/**
 * A TanStack Table over `rows` with single-column sorting (core-platform §2 "Columns are sortable"): API order until a
 * column is chosen, a new column starts ascending, choosing it again flips the direction; then client-side paging
 * (§9, usePaging) of the sorted rows. The sort and the page live in the table unless the caller holds them
 * (`sorting`, `paging`). Returns the table and the paging state (pageRows are TanStack rows).
 */
export function useDataTable<T>({
  rows,
  columns,
  rowId,
  pageSize = DEFAULT_PAGE_SIZE,
  sorting: controlled,
  paging: controlledPage,
}: UseDataTableOptions<T>) {
  const [own, setOwn] = useState<SortingState>([]);
  const sorting = controlled?.value ?? own;
  const setSorting = controlled?.onChange ?? setOwn;
  const table = useReactTable<T>({
    data: rows as T[],
    columns: columns as ColumnDef<T, SortKey>[],
    getRowId: rowId,
    state: { sorting },
    onSortingChange: (updater) => setSorting(typeof updater === 'function' ? updater(sorting) : updater),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });
  const paging = usePaging(table.getRowModel().rows, pageSize, controlledPage);
  return { table, paging };
}
