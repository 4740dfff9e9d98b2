import type { UrlParamsPatch } from './use-url-params';

/** The address parameter of a list's page (`?pagina=2`), absent on the first page. */
export const PAGE_PARAM = 'pagina';

/**
 * The page the address holds under `key` (PAGE_PARAM, or a second list's own key on a screen with two), 1-based: 1
 * when absent or not a positive whole number (an old or edited link).
 */
export function pageFromAddress(params: URLSearchParams, key = PAGE_PARAM): number {
  const page = Number(params.get(key));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The address parameter `key` of `page` (1-based): removed for the first page. */
export function pageAddress(page: number, key = PAGE_PARAM): UrlParamsPatch {
  return { [key]: page > 1 ? String(page) : null };
}
