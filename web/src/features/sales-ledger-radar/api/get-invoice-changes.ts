import type { InvoiceChange } from '@domain/invoice-changes/invoice-change';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import { HttpError, restJson } from '@web/lib/rest/rest-get';

/** The answer of GET api/invoice-changes (client-radar.md §3 'Response'). */
export interface InvoiceChangesPage {
  /** Newest first. */
  data: InvoiceChange[];
  /** The id to ask after next time; null while the feed is empty. */
  lastId: number | null;
  /** RUTs of the debtors beyond one of the factoring's Cartera limits now: their documents are not 'Financiable'. */
  deudoresFueraDeLimites: string[];
  /** A first load that left older records out: the feed lists the latest ones only. */
  masAntiguos: boolean;
}

/** client-radar.md §8: the answer said success false. */
export const LOAD_FAILED_MESSAGE = 'Error al cargar los datos';
/** client-radar.md §8: the call failed without a status. */
export const CHANGES_FAILED_MESSAGE = 'Error al cargar los cambios de facturas';

/**
 * The factoring's change records (client-radar.md §7 GET api/invoice-changes, optional lastId): its latest ones, or
 * those after `lastId`.
 * @throws Error with the §8 text: 'Error {status}: {message}' for a non-2xx answer, 'Error al cargar los datos' when
 *   success is false, 'Error al cargar los cambios de facturas' for any other failure (no network, no session).
 */
export async function getInvoiceChanges(
  restUrl: string,
  rutFactoring: string,
  lastId: number | null,
): Promise<InvoiceChangesPage> {
  const url = restEndpoint(restUrl, 'api/invoice-changes', {
    factoring: rutFactoring,
    ...(lastId === null ? {} : { lastId: String(lastId) }),
  });
  let body: {
    success?: boolean;
    data?: InvoiceChange[];
    lastId?: number | null;
    deudoresFueraDeLimites?: string[];
    masAntiguos?: boolean;
  };
  try {
    body = await restJson<typeof body>(url);
  } catch (error) {
    throw new Error(error instanceof HttpError ? `Error ${error.status}: ${error.message}` : CHANGES_FAILED_MESSAGE);
  }
  if (!body.success || !Array.isArray(body.data)) throw new Error(LOAD_FAILED_MESSAGE);
  return {
    data: body.data,
    lastId: body.lastId ?? lastId,
    deudoresFueraDeLimites: body.deudoresFueraDeLimites ?? [],
    masAntiguos: body.masAntiguos === true,
  };
}
