import type { InvoiceChange } from '@domain/invoice-changes/invoice-change';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CredentialRepository } from '../../store/credential-repository';
import type { InvoiceChangeRepository } from '../../store/invoice-change-repository';

/** Most records one answer carries: the first load's latest ones, or a poll's next ones (the poll asks again). */
export const INVOICE_CHANGES_LIMIT = 1000;

/** The answer of GET api/invoice-changes (client-radar.md §3 'Response', §7). */
export interface InvoiceChangesAnswer {
  success: true;
  message: string;
  /** Newest first. */
  data: InvoiceChange[];
  count: number;
  /** The id to poll after next time: the highest read, else the one asked after; null while the feed is empty. */
  lastId: number | null;
}

/**
 * The scope's sales-ledger radar feed (client-radar.md §2, §4): without `lastId` its latest
 * {@link INVOICE_CHANGES_LIMIT} records, with it the records after that id (up to the limit). Only records of the
 * companies the factoring has enrolled now are given: a client it let go no longer shows.
 * @param lastId a record id (integer >= 0) or null.
 * @throws the stores' errors.
 */
export async function listInvoiceChanges(
  deps: {
    changes: Pick<InvoiceChangeRepository, 'list'>;
    credentials: Pick<CredentialRepository, 'listClients'>;
  },
  scope: FactoringScope,
  lastId: number | null,
): Promise<InvoiceChangesAnswer> {
  const [records, clients] = await Promise.all([
    deps.changes.list(scope, lastId, INVOICE_CHANGES_LIMIT),
    deps.credentials.listClients(scope),
  ]);
  const enrolled = new Set(clients.map((client) => client.rutCliente));
  const data = records.filter((record) => enrolled.has(record.rut_emisor)).sort((a, b) => b.id - a.id);
  const highest = records.reduce<number | null>((max, record) => Math.max(max ?? 0, record.id), null);
  return {
    success: true,
    message: data.length > 0 ? 'Cambios de facturas obtenidos' : 'Sin cambios de facturas',
    data,
    count: data.length,
    lastId: highest ?? lastId,
  };
}
