/** One page of a paged API answer: items and the token of the next page (null when done). */
export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

/**
 * Reads every page of a paged query, passing each nextToken back until it is null.
 * @param fetchPage reads one page given the previous nextToken (null for the first page).
 * @returns all items in page order, and the first page (for page-level fields such as ultimaActualizacion).
 * @throws Error when the server hands back a token it already gave (it would loop forever),
 *   and whatever fetchPage throws.
 */
export async function collectPages<T, P extends Page<T>>(
  fetchPage: (nextToken: string | null) => Promise<P>,
): Promise<{ items: T[]; firstPage: P }> {
  const firstPage = await fetchPage(null);
  const items = [...firstPage.items];
  const seen = new Set<string>();
  let token = firstPage.nextToken;
  while (token !== null) {
    if (seen.has(token)) throw new Error(`La paginación repitió el token ${token}`);
    seen.add(token);
    const page = await fetchPage(token);
    items.push(...page.items);
    token = page.nextToken;
  }
  return { items, firstPage };
}
