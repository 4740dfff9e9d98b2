import { applyAnswer, finishedSweep, type SweepState, type TribunalAnswer } from '@domain/judicial/sweep';
import { TRIBUNALS, type Tribunal } from '@domain/judicial/tribunals';
import type { JudicialSource } from '../../public-sources/judicial/judicial-source';

/** What a sweep uses: the judicial source, where its progress is written, the clock and a wait. */
export interface SweepDeps {
  source: JudicialSource;
  sweeps: { put(state: SweepState): Promise<void> };
  clock(): Date;
  sleep(ms: number): Promise<void>;
}

/** How one sweep asks (config.judicial): searches in flight and the wait of each worker between two searches, ms. */
export interface SweepSettings {
  concurrency: number;
  paceMs: number;
}

/**
 * Runs a sweep from where `state` left it: a fresh session, then `concurrency` workers each taking the next tribunal
 * not yet answered, searching it, waiting `paceMs`. Each answer is applied (domain/judicial/sweep.ts) and the state
 * written before the next is counted, so a reader sees progress tribunal by tribunal. A blocked answer (CAPTCHA, 403,
 * 429) stops every worker: no search starts after it. The sweep ends 'done' or 'blocked', written.
 * @returns the final state.
 * @throws the store's error (the sweep stops; its last written state stands).
 */
export async function runSweep(deps: SweepDeps, initial: SweepState, settings: SweepSettings): Promise<SweepState> {
  let state = initial;
  let writes = Promise.resolve();
  const now = () => deps.clock().toISOString();
  const record = (tribunalId: string, answer: TribunalAnswer) => {
    state = applyAnswer(state, tribunalId, answer, now());
    const snapshot = state;
    writes = writes.then(() => deps.sweeps.put(snapshot));
    return writes;
  };
  let session;
  try {
    session = await deps.source.openSession();
  } catch {
    session = { kind: 'blocked', reason: 'unavailable' } as const;
  }
  if ('kind' in session) {
    await record('', session);
    return state;
  }
  const open = session;
  const byId = new Map(TRIBUNALS.map((t) => [t.id, t]));
  const answered = new Set([...state.searched, ...state.failed.map((f) => f.id)]);
  const pending: Tribunal[] = state.planned
    .filter((t) => !answered.has(t.id))
    .map((t) => byId.get(t.id))
    .filter((t): t is Tribunal => t !== undefined);
  const worker = async () => {
    for (let tribunal = pending.shift(); tribunal && state.status === 'running'; tribunal = pending.shift()) {
      const answer = await open.search(state.rut, tribunal);
      await record(tribunal.id, answer);
      if (state.status === 'running' && pending.length > 0 && settings.paceMs > 0) await deps.sleep(settings.paceMs);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, worker));
  state = finishedSweep(state, now());
  await writes;
  await deps.sweeps.put(state);
  return state;
}
