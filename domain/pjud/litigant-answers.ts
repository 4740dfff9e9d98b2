/**
 * The error codes of GET api/pjud/litigantes/{rol} (client-detail.md §7, §8), shared by the route that answers them
 * and the page that reads them.
 */

/** A case without litigants (§7 "error NO_LITIGANTES_FOUND means no litigants"), with HTTP 404. */
export const NO_LITIGANTES_FOUND = 'NO_LITIGANTES_FOUND';

/** A reserved case, whose litigants the Poder Judicial does not publish, with HTTP 403; also the text shown. */
export const CAUSA_RESERVADA = 'Causa reservada: sus litigantes no son públicos';
