/** A slot of the pagination bar: a page number (1-based) or an ellipsis. */
export type PageSlot = number | 'ellipsis';

/** Pages shown in full before the bar switches to ellipsis windows (core-platform §9). */
export const MAX_FULL_PAGES = 7;

/**
 * The slots of the pagination bar (core-platform §9: up to 7 pages shown in full, otherwise ellipsis windows).
 * With more than 7 pages the bar always has 7 slots: first and last page, the current page with its
 * neighbours, and an ellipsis for each hidden run, e.g. 20 pages at page 10 -> 1 … 9 10 11 … 20,
 * at page 2 -> 1 2 3 4 5 … 20, at page 19 -> 1 … 16 17 18 19 20.
 * @param current the current page, 1-based (clamped to 1..pageCount).
 * @param pageCount the number of pages (0 gives no slots).
 */
export function pageWindow(current: number, pageCount: number): PageSlot[] {
  if (pageCount <= 0) return [];
  const all = Array.from({ length: pageCount }, (_, i) => i + 1);
  if (pageCount <= MAX_FULL_PAGES) return all;
  const page = Math.min(Math.max(1, current), pageCount);
  if (page <= 4) return [1, 2, 3, 4, 5, 'ellipsis', pageCount];
  if (page >= pageCount - 3) return [1, 'ellipsis', ...all.slice(pageCount - 5)];
  return [1, 'ellipsis', page - 1, page, page + 1, 'ellipsis', pageCount];
}

/**
 * The summary of core-platform §2/§9: 'Mostrando x-y de N resultados' (x-y 1-based and inclusive;
 * 'Mostrando 0-0 de 0 resultados' when empty).
 * @param page current page, 1-based; pageSize rows per page; total rows.
 */
export function pageSummary(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Mostrando ${from}-${to} de ${total} resultados`;
}
