import { carteraView } from '@domain/cartera/cartera-view';
import type { InvoiceChange } from '@domain/invoice-changes/invoice-change';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CarteraRepository } from '../../store/cartera-repository';
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
  /**
   * The id to poll after next time: the highest read, but never past an id that may still appear (a record written
   * later under a lower id), nor behind the one asked after; null while the feed is empty. Records above it come
   * again in the next answer: the screen merges by id.
   */
  lastId: number | null;
  /**
   * RUTs 'NNNNNNNN-D' of the debtors whose exposure exceeds one of the factoring's Cartera limits now (share or CLP
   * ceiling, as the Cartera screen measures them): the screen does not mark their documents 'Financiable'
   * (domain/invoice-changes/financiable.ts). Empty when the factoring set no debtor limit.
   */
  deudoresFueraDeLimites: string[];
  /**
   * The first load (no lastId) found more than {@link INVOICE_CHANGES_LIMIT} records: older ones exist that the feed
   * does not list. False for a poll (one that stops at the limit is asked again).
   */
  masAntiguos: boolean;
}

/**
 * The scope's sales-ledger radar feed (client-radar.md §2, §4): without `lastId` its latest
 * {@link INVOICE_CHANGES_LIMIT} records (masAntiguos says when there are older ones), with it the records after that id
 * (up to the limit). Only records of the
 * companies the factoring has enrolled now are given: a client it let go no longer shows. With them, the debtors
 * beyond the factoring's Cartera limits at `deps.now()` (its held portfolio's aggregates are read only when it set a
 * debtor limit).
 * @param lastId a record id (integer >= 0) or null.
 * @throws the stores' errors.
 */
export async function listInvoiceChanges(
  deps: {
    changes: Pick<InvoiceChangeRepository, 'list' | 'settledId'>;
    credentials: Pick<CredentialRepository, 'listClients'>;
    carteras: Pick<CarteraRepository, 'limits' | 'parties'>;
    now(): Date;
  },
  scope: FactoringScope,
  lastId: number | null,
): Promise<InvoiceChangesAnswer> {
  const now = deps.now();
  const [{ records, settled, masAntiguos }, clients, deudoresFueraDeLimites] = await Promise.all([
    settledRecords(deps.changes, scope, lastId, now),
    deps.credentials.listClients(scope),
    debtorsBeyondLimits(deps.carteras, scope, now),
  ]);
  const enrolled = new Set(clients.map((client) => client.rutCliente));
  const data = records.filter((record) => enrolled.has(record.rut_emisor)).sort((a, b) => b.id - a.id);
  const highest = records.length > 0 ? Math.min(settled, Math.max(...records.map((record) => record.id))) : null;
  return {
    success: true,
    message: data.length > 0 ? 'Cambios de facturas obtenidos' : 'Sin cambios de facturas',
    data,
    count: data.length,
    lastId: highest === null ? lastId : Math.max(highest, lastId ?? highest),
    deudoresFueraDeLimites,
    masAntiguos,
  };
}

/**
 * The records after `lastId` (see {@link InvoiceChangeRepository.list}) and the settled id read before them: read
 * after, it could count as written a record that landed between the two reads, unseen. A first load reads one record
 * past the limit, to tell whether older ones exist (masAntiguos), and leaves it out.
 */
async function settledRecords(
  changes: Pick<InvoiceChangeRepository, 'list' | 'settledId'>,
  scope: FactoringScope,
  lastId: number | null,
  now: Date,
): Promise<{ records: InvoiceChange[]; settled: number; masAntiguos: boolean }> {
  const settled = await changes.settledId(scope, now);
  const firstLoad = lastId === null;
  const read = await changes.list(scope, lastId, firstLoad ? INVOICE_CHANGES_LIMIT + 1 : INVOICE_CHANGES_LIMIT);
  return {
    records: read.slice(0, INVOICE_CHANGES_LIMIT),
    settled,
    masAntiguos: firstLoad && read.length > INVOICE_CHANGES_LIMIT,
  };
}

/** The debtors of the scope's Cartera that exceed a limit at `now` (domain/cartera/cartera-view.ts 'excesos'). */
async function debtorsBeyondLimits(
  carteras: Pick<CarteraRepository, 'limits' | 'parties'>,
  scope: FactoringScope,
  now: Date,
): Promise<string[]> {
  const limits = await carteras.limits(scope);
  if (limits.deudorParticipacionMaxima === null && !limits.porRut.some((limit) => limit.tipo === 'deudor')) return [];
  const { deudores } = carteraView(await carteras.parties(scope), limits, now);
  return deudores.filter((deudor) => deudor.excesos.length > 0).map((deudor) => deudor.rut);
}
