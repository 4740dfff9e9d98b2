import { applyAnswer, finishedSweep, type SweepState, type TribunalAnswer } from '@domain/judicial/sweep';
import { TRIBUNALS, type Tribunal } from '@domain/judicial/tribunals';
import type { JudicialSource } from '../../public-sources/judicial/judicial-source';

/**
 * What a sweep uses: the judicial source, where its progress is written (false once another sweep of the RUT replaced
 * it: lambdas/store/judicial-sweep-store.ts advance), the clock and a wait.
 */
export interface SweepDeps {
  source: JudicialSource;
  sweeps: { advance(state: SweepState): Promise<boolean> };
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
 * 429) stops every worker: no search starts after it. The sweep ends 'done' or 'blocked', written. A sweep another one
 * replaced (this one was taken as dead and started again, or its records were deleted) stops at its next write,
 * writing nothing more: the RUT's stored result, and so the next sweep's baseline, is always its newest sweep's.
 * @returns the final state, or null when another sweep replaced this one.
 * @throws the store's error (the sweep stops; its last written state stands).
 */
export async function runSweep(
  deps: SweepDeps,
  initial: SweepState,
  settings: SweepSettings,
): Promise<SweepState | null> {
  let state = initial;
  let replaced = false;
  let writes = Promise.resolve();
  const now = () => deps.clock().toISOString();
  const write = (snapshot: SweepState) => {
    writes = writes.then(async () => {
      if (!replaced && !(await deps.sweeps.advance(snapshot))) replaced = true;
    });
    return writes;
  };
  const record = (tribunalId: string, answer: TribunalAnswer) => {
    state = applyAnswer(state, tribunalId, answer, now());
    return write(state);
  };
  let session;
  try {
    session = await deps.source.openSession();
  } catch {
    session = { kind: 'blocked', reason: 'unavailable' } as const;
  }
  if ('kind' in session) {
    await record('', session);
    return replaced ? null : state;
  }
  const open = session;
  const byId = new Map(TRIBUNALS.map((t) => [t.id, t]));
  const answered = new Set([...state.searched, ...state.failed.map((f) => f.id)]);
  const pending: Tribunal[] = state.planned
    .filter((t) => !answered.has(t.id))
    .map((t) => byId.get(t.id))
    .filter((t): t is Tribunal => t !== undefined);
  const worker = async () => {
    const going = () => state.status === 'running' && !replaced;
    for (let tribunal = pending.shift(); tribunal && going(); tribunal = pending.shift()) {
      const answer = await open.search(state.rut, tribunal);
      await record(tribunal.id, answer);
      if (going() && pending.length > 0 && settings.paceMs > 0) await deps.sleep(settings.paceMs);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, worker));
  state = finishedSweep(state, now());
  await write(state);
  return replaced ? null : state;
}
