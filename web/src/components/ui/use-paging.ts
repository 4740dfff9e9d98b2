import { useMemo, useState } from 'react';

/** Rows per page of the cession tables. */
export const DEFAULT_PAGE_SIZE = 10;

/** A list's page held outside it (e.g. in the address): the requested page, 1-based, and how to change it. */
export interface ControlledPaging {
  value: number;
  onChange: (page: number) => void;
}

/**
 * Client-side paging of a row list: the current page (1-based, kept within the page count when the list
 * shrinks), its rows, and the page count. The page lives here unless the caller holds it (`controlled`).
 */
export function usePaging<T>(rows: readonly T[], pageSize = DEFAULT_PAGE_SIZE, controlled?: ControlledPaging) {
  const [own, setOwn] = useState(1);
  const requested = controlled?.value ?? own;
  const setPage = controlled?.onChange ?? setOwn;
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(requested, pageCount);
  const pageRows = useMemo(() => rows.slice((page - 1) * pageSize, page * pageSize), [rows, page, pageSize]);
  return { page, pageCount, pageSize, pageRows, setPage };
}
