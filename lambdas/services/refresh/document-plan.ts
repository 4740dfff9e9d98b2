import { createHash } from 'node:crypto';
import { daysSinceInChile } from '@domain/chile-time';
import type { CessionRecord } from '@domain/cession';
import { ACCEPTANCE_LAPSE_DAYS } from '@domain/events';

/** Which SII answers a run asks for one DTE (the rest is taken from what is stored). */
export interface DocumentPlan {
  aec: boolean;
  events: boolean;
  reception: boolean;
}

/**
 * Days after SII reception during which the debtor may still accept or claim (the 8-day lapse of core-platform §4,
 * §9), plus one day of margin for answers the SII registers late: until then a document's events are read on every
 * run, so a claim shows within one refresh cycle.
 */
export const CLAIM_WINDOW_DAYS = ACCEPTANCE_LAPSE_DAYS + 1;

/**
 * How long an answer the SII did not have (no AEC, no event list, no reception date) waits before it is asked again,
 * outside the claim window: the SII rarely fills one in later, and asking every 20 minutes would cost a factoring's
 * missing answers three requests an hour each.
 */
export const MISSING_RETRY_MS = 3_600_000;

/** Least and most time between two reads of the events of a settled document (see {@link eventsDue}). */
export const SETTLED_EVENTS_MIN_MS = 12 * 3_600_000;
export const SETTLED_EVENTS_SPREAD_MS = 12 * 3_600_000;

/**
 * What to ask the SII about one DTE, given the stored record of each of its period rows (undefined for a row
 * never stored) and whether that row is the same as when it was stored (same sourceHash):
 * - everything when a row is new or changed;
 * - the AEC when the stored record has none, at most every {@link MISSING_RETRY_MS};
 * - the reception date while it is unknown (once registered it never changes): on every run inside the claim window,
 *   at most every {@link MISSING_RETRY_MS} after;
 * - the events when {@link eventsDue} says so, or, when the SII gave no list, on every run inside the claim window
 *   and at most every {@link MISSING_RETRY_MS} after.
 */
export function planDocument(
  stored: readonly (CessionRecord | undefined)[],
  unchanged: readonly boolean[],
  now: Date,
): DocumentPlan {
  const known = stored.every((record, i) => record && unchanged[i]) ? (stored as CessionRecord[]) : null;
  if (!known) return { aec: true, events: true, reception: true };
  const retry = (record: CessionRecord) => missingDue(record, now);
  const windowOrRetry = (record: CessionRecord) => inClaimWindow(record, now) || retry(record);
  return {
    aec: known.some((record) => !record.aecKey && retry(record)),
    reception: known.some((record) => record.fechaRecepcion === null && windowOrRetry(record)),
    events: known.some((record) => (record.eventos === null ? windowOrRetry(record) : eventsDue(record, now))),
  };
}

/** True when the answers the SII did not have for this record were last asked {@link MISSING_RETRY_MS} ago or more. */
export function missingDue(record: Pick<CessionRecord, 'faltantesConsultadosEn'>, now: Date): boolean {
  return (
    !record.faltantesConsultadosEn || now.getTime() - Date.parse(record.faltantesConsultadosEn) >= MISSING_RETRY_MS
  );
}

/**
 * Whether the stored events of a document may have changed since they were read: always while the claim window
 * ({@link CLAIM_WINDOW_DAYS}) is open; never for an annulled document (NCA: nothing follows an annulment); otherwise
 * (a settled document, which a credit note can still reduce) once its last read (eventosLeidosEn) is older than 12 to
 * 24 hours, the exact interval drawn from the document's key so that a portfolio's daily re-reads spread over the day
 * instead of all falling on one run.
 */
export function eventsDue(record: CessionRecord, now: Date): boolean {
  if (record.eventos?.some((event) => event.codigo === 'NCA')) return false;
  if (inClaimWindow(record, now)) return true;
  if (!record.eventosLeidosEn) return true;
  return now.getTime() - Date.parse(record.eventosLeidosEn) >= settledInterval(record);
}

/**
 * True while the debtor may still accept or claim the document, so its events are read on every run: up to
 * {@link CLAIM_WINDOW_DAYS} whole days after its SII reception, or after its emission while the reception date is
 * unknown (a DTE reaches the SII on or after the day it is issued).
 */
export function inClaimWindow(record: Pick<CessionRecord, 'fechaRecepcion' | 'fechaEmision'>, now: Date): boolean {
  return daysSinceInChile(record.fechaRecepcion ?? record.fechaEmision, now) <= CLAIM_WINDOW_DAYS;
}

function settledInterval(record: CessionRecord): number {
  const key = `${record.emisor.rut}/${record.tipoDTE}/${record.folio}`;
  const spread = createHash('sha1').update(key).digest().readUInt32BE(0) % SETTLED_EVENTS_SPREAD_MS;
  return SETTLED_EVENTS_MIN_MS + spread;
}
