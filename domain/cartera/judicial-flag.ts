/**
 * The red flag 'Causa judicial nueva' of a client or debtor in 'Cartera' (issue 'the judicial radar': the portfolio
 * cross-checked, Watching): the court cases a sweep of the RUT found that its previous sweep did not have, each shown
 * for {@link JUDICIAL_FLAG_DAYS} days after it was found.
 */
import type { JudicialCase } from '../judicial/judicial-records';
import { caseKey } from '../judicial/sweep';

/** Days a new case flags its RUT: long enough to be seen by a weekly review, short enough to stay news. */
export const JUDICIAL_FLAG_DAYS = 30;

/** A new case as flagged: the case and when it was found (ISO). */
export type FlaggedCase = JudicialCase & { detectadaEn: string };

/** The flag of one RUT of a factoring's Cartera: its new cases. */
export interface JudicialFlag {
  rut: string;
  causas: FlaggedCase[];
}

/**
 * The cases of `flag` that still stand at `now` (found within {@link JUDICIAL_FLAG_DAYS}), newest found first.
 */
export function standingCases(flag: JudicialFlag | null, now: Date): FlaggedCase[] {
  const since = now.getTime() - JUDICIAL_FLAG_DAYS * 86_400_000;
  return (flag?.causas ?? [])
    .filter((caso) => Date.parse(caso.detectadaEn) > since)
    .toSorted((a, b) => b.detectadaEn.localeCompare(a.detectadaEn));
}

/**
 * The RUT's flag after a sweep found `casos` new at `at` (ISO): the new ones added to those still standing (a case
 * already flagged keeps its first date).
 */
export function flagWithNewCases(
  previous: JudicialFlag | null,
  rut: string,
  casos: readonly JudicialCase[],
  at: string,
): JudicialFlag {
  const kept = standingCases(previous, new Date(at));
  const known = new Set(kept.map(caseKey));
  return {
    rut,
    causas: [
      ...kept,
      ...casos.filter((caso) => !known.has(caseKey(caso))).map((caso) => ({ ...caso, detectadaEn: at })),
    ],
  };
}
