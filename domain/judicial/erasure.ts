/**
 * A data subject's request to delete the judicial records kept of their RUT (Ley 21.719, in force from 2026-12-01,
 * right of suppression): the platform administrator deletes every stored record of the RUT (the shared sweep and the
 * factorings' query records) and the deletion is recorded. For `holdDays` after it the RUT is not swept again on the
 * platform's own initiative (the nightly watch), unless a factoring asks for it again: a factoring's query is a new
 * purpose the law weighs on its own, the watch is not.
 */

/** The record of one deletion: which RUT, who asked it deleted, when, and until when the watch leaves it alone. */
export interface JudicialErasure {
  rut: string;
  /** The administrator's e-mail (or username when it has none). */
  borradoPor: string;
  /** ISO instants. */
  borradoEn: string;
  sinVigilanciaHasta: string;
}

/** The deletion of `rut` by `by` at `now`, the watch held off `holdDays` days. */
export function judicialErasure(rut: string, by: string, now: Date, holdDays: number): JudicialErasure {
  return {
    rut,
    borradoPor: by,
    borradoEn: now.toISOString(),
    sinVigilanciaHasta: new Date(now.getTime() + holdDays * 86_400_000).toISOString(),
  };
}

/**
 * Whether the nightly watch must leave the RUT alone: its records were deleted on request, the hold has not ended at
 * `now`, and no factoring asked for the RUT since the deletion.
 * @param lastAskedAt ISO instant of the latest factoring query of the RUT, or null.
 */
export function isHeldFromWatch(erasure: JudicialErasure | null, lastAskedAt: string | null, now: Date): boolean {
  if (!erasure || now.getTime() >= Date.parse(erasure.sinVigilanciaHasta)) return false;
  return lastAskedAt === null || lastAskedAt <= erasure.borradoEn;
}
