import { createHash } from 'node:crypto';
import { daysSinceInChile } from '../../../domain/chile-time';
import type { CessionRecord } from '../../../domain/cession';
import { ACCEPTANCE_LAPSE_DAYS } from '../../../domain/events';

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

/** Least and most time between two reads of the events of a settled document (see {@link eventsDue}). */
export const SETTLED_EVENTS_MIN_MS = 12 * 3_600_000;
export const SETTLED_EVENTS_SPREAD_MS = 12 * 3_600_000;

/**
 * What to ask the SII about one DTE, given the stored record of each of its period rows (undefined for a row
 * never stored) and whether that row is the same as when it was stored (same sourceHash):
 * - the AEC only when a row is new or changed, or the stored record has no AEC (it failed before);
 * - the reception date only while it is unknown (once registered it never changes);
 * - the events when a row is new or changed, the stored list is missing, or {@link eventsDue} says so.
 */
export function planDocument(
  stored: readonly (CessionRecord | undefined)[],
  unchanged: readonly boolean[],
  now: Date,
): DocumentPlan {
  const known = stored.every((record, i) => record && unchanged[i]) ? (stored as CessionRecord[]) : null;
  if (!known) return { aec: true, events: true, reception: true };
  return {
    aec: known.some((record) => !record.aecKey),
    reception: known.some((record) => record.fechaRecepcion === null),
    events: known.some((record) => record.eventos === null || eventsDue(record, now)),
  };
}

/**
 * Whether the stored events of a document may have changed since they were read: always while the reception date is
 * unknown or the claim window ({@link CLAIM_WINDOW_DAYS}) is open; never for an annulled document (NCA: nothing
 * follows an annulment); otherwise (a settled document, which a credit note can still reduce) once its last read
 * (eventosLeidosEn) is older than 12 to 24 hours, the exact interval drawn from the document's key so that a
 * portfolio's daily re-reads spread over the day instead of all falling on one run.
 */
export function eventsDue(record: CessionRecord, now: Date): boolean {
  if (record.eventos?.some((event) => event.codigo === 'NCA')) return false;
  if (inClaimWindow(record.fechaRecepcion, now)) return true;
  if (!record.eventosLeidosEn) return true;
  return now.getTime() - Date.parse(record.eventosLeidosEn) >= settledInterval(record);
}

/** True while the document's events are re-read on every run (reception unknown or claim window open). */
export function inClaimWindow(fechaRecepcion: string | null, now: Date): boolean {
  return fechaRecepcion === null || daysSinceInChile(fechaRecepcion, now) <= CLAIM_WINDOW_DAYS;
}

function settledInterval(record: CessionRecord): number {
  const key = `${record.emisor.rut}/${record.tipoDTE}/${record.folio}`;
  const spread = createHash('sha1').update(key).digest().readUInt32BE(0) % SETTLED_EVENTS_SPREAD_MS;
  return SETTLED_EVENTS_MIN_MS + spread;
}
