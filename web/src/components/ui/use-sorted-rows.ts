import { useMemo, useState } from 'react';
import { nextSort, sortRows, type SortColumn, type SortState } from './sort-rows';

/**
 * Sort state of a table over its columns: the rows sorted by the active column (API order until one is
 * chosen), the state, sortBy(key) (same key flips direction) and setSort (for the small-screen sort menu).
 */
export function useSortedRows<T>(rows: readonly T[], columns: ReadonlyArray<SortColumn<T>>) {
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
    return column && sort ? sortRows(rows, column, sort.direction) : [...rows];
  }, [rows, columns, sort]);
  return { sorted, sort, setSort, sortBy: (key: string) => setSort((current) => nextSort(current, key)) };
}
