import { CEDIBLE_TYPES } from '../dte-types';
import { daysLeftToClaim } from '../events';
import { documentKeyText } from '../document-key';
import type { InvoiceChange } from './invoice-change';

/**
 * The documents of a sales-ledger radar feed the factoring could still buy ('Financiable', the typed events of the
 * radar beyond client-radar.md §4), with the days left of their acceptance window at `now`. A document is
 * financiable when the feed holds its sale (a `new` record) and it is cedible (33, 34, 43, 46: domain/dte-types.ts),
 * no `cesion` record says it was ceded (to the factoring or to another), no `reclamada` record says its debtor claimed
 * it, the SII received it no more than 8 days ago in Chile (daysLeftToClaim >= 0: core-platform.md §4, law 19.983
 * art. 3; 0 is its last day), and its debtor is not beyond the factoring's Cartera limits.
 * The feed reaches back over the whole window (detect-changes.ts records 8 days), so a cession or claim of a
 * document still in it is in the feed too.
 * @param deudoresFueraDeLimites RUTs 'NNNNNNNN-D' of the debtors whose exposure exceeds a Cartera limit (a share or
 *   CLP ceiling, as the Cartera screen measures it: domain/cartera/cartera-view.ts); empty when none is set.
 * @returns days left (0-8) by domain/document-key.ts documentKeyText, only for the financiable documents.
 */
export function financiableDocuments(
  changes: readonly InvoiceChange[],
  deudoresFueraDeLimites: ReadonlySet<string>,
  now: Date,
): Map<string, number> {
  const sales = new Map<string, InvoiceChange>();
  const closed = new Set<string>();
  for (const change of changes) {
    const key = documentKeyText({ rutEmisor: change.rut_emisor, tipoDTE: change.tipo_dte, folio: change.folio });
    if (change.change_type === 'new') sales.set(key, change);
    if (change.change_type === 'cesion' || change.change_type === 'reclamada') closed.add(key);
  }
  const financiable = new Map<string, number>();
  for (const [key, sale] of sales) {
    const { fechaHoraEnSII, rutReceptor } = sale.invoice_data;
    if (closed.has(key) || !CEDIBLE_TYPES.includes(sale.tipo_dte) || !fechaHoraEnSII) continue;
    if (deudoresFueraDeLimites.has(rutReceptor)) continue;
    const left = daysLeftToClaim(fechaHoraEnSII, now);
    if (left >= 0) financiable.set(key, left);
  }
  return financiable;
}
