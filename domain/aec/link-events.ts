/**
 * The DTE events a party of one link of a document's cession chain may see (each holder sees its own
 * link of the chain): the events counterpart of link-extract.ts aecUpToLink, applied by every server answer that
 * carries a stored cession's events (the cession lists and cesiones-periodo through domain/cession-view.ts, the
 * Mvtos. history and the acceptance certificate).
 * The SII registers one CED ('DTE Cedido') event per cesión of a DTE, its responsable the cesión's cedente
 * (listarEventosHistDoc, core-platform §3 "DTE event"; domain/red-flags/duplicate-cession.ts reads them the same way),
 * so in time order the n-th CED event is cesión n (SeqCesion n of AEC_v10.xsd). Every other event (acuse, reclamo,
 * nota de crédito...) is the DTE's own and stays visible to every party.
 */
import type { CessionRecord } from '../cession';
import type { DteEvent } from '../event-types';

/** What the rule reads of the stored cession a party sees the document through. */
export type LinkViewer = Pick<CessionRecord, 'role' | 'recedido' | 'idSecuencia'>;

/**
 * SeqCesion of the last cesión the party of `record` may see, null when it may see the whole chain:
 * - an acquired cession not re-ceded (role cesionario, recedido false): the factoring holds the document, so every
 *   later CED is news for it (a cesión by someone else is rule e, CESION_DUPLICADA), null;
 * - an acquired cession it re-ceded: its acquisition idSecuencia and its own re-cesión to the next holder,
 *   idSecuencia + 1;
 * - an assigned cession (role cedente): the cesión it made, idSecuencia;
 * - an owed one (role deudor): the cesión that row of its own DEUDOR period answers told it of, idSecuencia (the rule
 *   lambdas/services/documents/stored-aec.ts readLinkAec applies to the AEC).
 */
export function lastLinkSeen(record: LinkViewer): number | null {
  if (record.role === 'cesionario') return record.recedido ? record.idSecuencia + 1 : null;
  return record.idSecuencia;
}

/**
 * The events with the CED events of cesiones after `link` removed: the first `link` CED events in time order
 * ('yyyy-MM-dd HH:mm:ss' fecha; equal fechas keep the SII's order) are kept, every other event is kept, and the
 * order of the list is the SII's. `link` null keeps everything; a null list (the SII gave none) stays null.
 * @param link SeqCesion of the last visible cesión, an integer >= 1, or null.
 * @throws RangeError when link is neither null nor a positive integer.
 */
export function eventsUpToLink(eventos: readonly DteEvent[] | null, link: number | null): DteEvent[] | null {
  if (eventos === null) return null;
  if (link === null) return [...eventos];
  if (!Number.isInteger(link) || link < 1) throw new RangeError(`SeqCesion inválido: ${link}`);
  const kept = new Set(
    eventos
      .filter((event) => event.codigo === 'CED')
      .toSorted((a, b) => a.fecha.localeCompare(b.fecha))
      .slice(0, link),
  );
  return eventos.filter((event) => event.codigo !== 'CED' || kept.has(event));
}

/** The events of `record` its party may see: {@link eventsUpToLink} at {@link lastLinkSeen}. */
export function visibleEvents(record: LinkViewer & Pick<CessionRecord, 'eventos'>): DteEvent[] | null {
  return eventsUpToLink(record.eventos, lastLinkSeen(record));
}
