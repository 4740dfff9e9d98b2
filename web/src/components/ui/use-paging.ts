import { useMemo, useState } from 'react';

/** Rows per page of the cession tables. */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * Client-side paging of a row list: the current page (1-based, kept within the page count when the list
 * shrinks), its rows, and the page count.
 */
export function usePaging<T>(rows: readonly T[], pageSize = DEFAULT_PAGE_SIZE) {
  const [requested, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(requested, pageCount);
  const pageRows = useMemo(() => rows.slice((page - 1) * pageSize, page * pageSize), [rows, page, pageSize]);
  return { page, pageCount, pageSize, pageRows, setPage };
}
