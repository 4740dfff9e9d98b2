/**
 * The rules of one sweep of a RUT across the tribunals (client-radar.md §2 'x / n tribunales', §4 'Judicial query'):
 * progress counted per tribunal, the records gathered, what was not searched or failed, and the stop of the whole sweep
 * when the portal blocks it (CAPTCHA, 403, 429). Pure: the sweep runner applies each tribunal's answer in turn.
 */
import type { JudicialCase, JudicialRecords } from './judicial-records';
import type { Competencia, Tribunal } from './tribunals';

/**
 * Why the sweep stopped before every tribunal answered: the portal's CAPTCHA, 403 or 429, its session page not
 * answering at all ('unavailable'), or a partner API refusing our key (401, 'unauthorized').
 */
export type BlockReason = 'captcha' | 'forbidden' | 'rate-limited' | 'unavailable' | 'unauthorized';

/** One tribunal's answer for the RUT. */
export type TribunalAnswer =
  ({ kind: 'found' } & JudicialRecords) | { kind: 'failed'; reason: string } | { kind: 'blocked'; reason: BlockReason };

/** A sweep as stored: its plan, its progress and what it found. */
export interface SweepState {
  rut: string;
  /** 'running' until every tribunal answered ('done') or the portal blocked it ('blocked'). */
  status: 'running' | 'done' | 'blocked';
  /** ISO instants. */
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
  /** The tribunals planned, by id and competencia. */
  planned: { id: string; competencia: Competencia }[];
  /** Ids of the tribunals that answered. */
  searched: string[];
  /** The tribunals that answered with an error, and why. */
  failed: { id: string; reason: string }[];
  blockedBy: BlockReason | null;
  records: JudicialRecords;
  /**
   * The cases ('{tribunal}#{rol}') of the RUT's last sweep that finished 'done' before this one was planned, what
   * {@link newCases} compares against; null (or absent, in sweeps stored before it was kept) when none had: the RUT's
   * first sweep is its baseline.
   */
  baseline?: string[] | null;
}

/** How complete a result is: a result with failed or unsearched tribunals never reads as 'no records'. */
export interface SweepCompleteness {
  searchedTribunals: number;
  failedTribunals: number;
  notSearchedTribunals: number;
  /** Competencias of which every tribunal answered. */
  competenciasCovered: Competencia[];
  /** Reserved cases are never listed by the portal's public search. */
  reservedCasesVisible: false;
}

/**
 * A sweep not yet started: every tribunal of `tribunals` planned. `now` ISO.
 * @param previous the RUT's sweep this one replaces, read before it is overwritten: its cases become the baseline when
 *   it finished 'done'; a blocked or dead one passes on its own baseline (its records are partial).
 */
export function plannedSweep(
  rut: string,
  tribunals: readonly Tribunal[],
  now: string,
  previous: SweepState | null = null,
): SweepState {
  return {
    rut,
    status: 'running',
    startedAt: now,
    updatedAt: now,
    finishedAt: null,
    planned: tribunals.map(({ id, competencia }) => ({ id, competencia })),
    searched: [],
    failed: [],
    blockedBy: null,
    records: { casos: [], litigantes: [] },
    baseline: baselineOf(previous),
  };
}

function baselineOf(previous: SweepState | null): string[] | null {
  if (!previous) return null;
  if (previous.status === 'done') return previous.records.casos.map(caseKey);
  return previous.baseline ?? null;
}

/**
 * The cases of a sweep finished 'done' that its baseline (the RUT's previous done sweep) did not have, in the order
 * found. None for a sweep still running or blocked (its records are partial), nor for a RUT's first sweep (no
 * baseline: what it finds is the starting point, not news).
 */
export function newCases(state: SweepState): JudicialCase[] {
  if (state.status !== 'done' || !state.baseline) return [];
  const known = new Set(state.baseline);
  return state.records.casos.filter((caso) => !known.has(caseKey(caso)));
}

/**
 * The sweep after one tribunal's answer: its records added (a case already gathered is not repeated), or the
 * tribunal counted as failed, or the whole sweep blocked. An answer for a tribunal already counted, or after the sweep
 * ended, changes nothing.
 */
export function applyAnswer(state: SweepState, tribunalId: string, answer: TribunalAnswer, now: string): SweepState {
  if (state.status !== 'running' || counted(state, tribunalId)) return state;
  if (answer.kind === 'blocked')
    return { ...state, status: 'blocked', blockedBy: answer.reason, updatedAt: now, finishedAt: now };
  if (answer.kind === 'failed')
    return { ...state, failed: [...state.failed, { id: tribunalId, reason: answer.reason }], updatedAt: now };
  const known = new Set(state.records.casos.map(caseKey));
  const casos = answer.casos.filter((caso) => !known.has(caseKey(caso)));
  const roles = new Set(casos.map((caso) => caso.rol));
  return {
    ...state,
    searched: [...state.searched, tribunalId],
    records: {
      casos: [...state.records.casos, ...casos],
      litigantes: [...state.records.litigantes, ...answer.litigantes.filter((l) => roles.has(l.rol))],
    },
    updatedAt: now,
  };
}

/** The sweep ended: 'done' unless the portal blocked it. `now` ISO. */
export function finishedSweep(state: SweepState, now: string): SweepState {
  return state.status === 'running' ? { ...state, status: 'done', updatedAt: now, finishedAt: now } : state;
}

/** Tribunals answered (records or failure) and planned: the 'x / n tribunales' of client-radar §2. */
export function sweepProgress(state: SweepState): { processedTribunals: number; totalTribunals: number } {
  return { processedTribunals: state.searched.length + state.failed.length, totalTribunals: state.planned.length };
}

/** What the result covers (see {@link SweepCompleteness}). */
export function sweepCompleteness(state: SweepState): SweepCompleteness {
  const failed = new Set(state.failed.map((f) => f.id));
  const searched = new Set(state.searched);
  const competencias = [...new Set(state.planned.map((t) => t.competencia))];
  return {
    searchedTribunals: searched.size,
    failedTribunals: failed.size,
    notSearchedTribunals: state.planned.length - searched.size - failed.size,
    competenciasCovered: competencias.filter((c) =>
      state.planned.every((t) => t.competencia !== c || searched.has(t.id)),
    ),
    reservedCasesVisible: false,
  };
}

/**
 * Whether a finished sweep may still be served instead of sweeping again: done within `ttlDays` days of `now`.
 * A blocked sweep is never fresh (the next query tries again).
 */
export function isFreshSweep(state: SweepState, now: Date, ttlDays: number): boolean {
  if (state.status !== 'done' || !state.finishedAt) return false;
  return now.getTime() - Date.parse(state.finishedAt) < ttlDays * 86_400_000;
}

function counted(state: SweepState, tribunalId: string): boolean {
  return state.searched.includes(tribunalId) || state.failed.some((f) => f.id === tribunalId);
}

/** A case's identity across sweeps: '{tribunal}#{rol}' (a rol is unique only within its tribunal). */
export const caseKey = (caso: { rol: string; tribunal: string }): string => `${caso.tribunal}#${caso.rol}`;
