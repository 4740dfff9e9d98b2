import { describe, expect, it } from 'vitest';
import { plannedSweep, sweepProgress, type SweepState, type TribunalAnswer } from '@domain/judicial/sweep';
import { TRIBUNALS, type Tribunal } from '@domain/judicial/tribunals';
import type { JudicialSource } from '@lambdas/public-sources/judicial/judicial-source';
import { runSweep } from '@lambdas/services/judicial/run-sweep';

const RUT = '76354771-K';
const PLAN = TRIBUNALS.slice(0, 12);

/** A source answering each search by `answer` (by order of the search), recording what was asked and how many ran. */
function scriptedSource(answer: (n: number, tribunal: Tribunal) => TribunalAnswer) {
  const asked: string[] = [];
  let inFlight = 0;
  let peak = 0;
  const source: JudicialSource = {
    openSession: async () => ({
      search: async (_rut, tribunal) => {
        const n = asked.push(tribunal.id) - 1;
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        inFlight -= 1;
        return answer(n, tribunal);
      },
    }),
  };
  return { source, asked, peak: () => peak };
}

function harness(source: JudicialSource) {
  const written: SweepState[] = [];
  let tick = 0;
  const deps = {
    source,
    sweeps: { advance: async (state: SweepState) => (written.push(state), true) },
    clock: () => new Date(Date.UTC(2026, 10, 29, 12, 0, tick++)),
    sleep: async () => undefined,
  };
  return { deps, written };
}

const found: TribunalAnswer = { kind: 'found', casos: [], litigantes: [] };
/** A sweep run to its end by the one sweep of its RUT (never replaced here). */
const sweptTo = async (...args: Parameters<typeof runSweep>) => (await runSweep(...args))!;

describe('runSweep', () => {
  it('writes progress tribunal by tribunal up to every tribunal, with no more searches in flight than allowed', async () => {
    const scripted = scriptedSource(() => found);
    const { deps, written } = harness(scripted.source);
    const final = await sweptTo(deps, plannedSweep(RUT, PLAN, '2026-11-29T12:00:00.000Z'), {
      concurrency: 3,
      paceMs: 10,
    });
    const counts = written.map((state) => sweepProgress(state).processedTribunals);
    expect(counts.slice(0, PLAN.length)).toEqual(PLAN.map((_, n) => n + 1));
    expect(final.status).toBe('done');
    expect(sweepProgress(final)).toEqual({ processedTribunals: PLAN.length, totalTribunals: PLAN.length });
    expect(written.at(-1)).toEqual(final);
    expect(scripted.peak()).toBe(3);
    expect([...scripted.asked].sort()).toEqual(PLAN.map((t) => t.id).sort());
  });

  it('stops the whole sweep on a 429: no search starts after it and the sweep says why', async () => {
    const scripted = scriptedSource((n) => (n === 4 ? { kind: 'blocked', reason: 'rate-limited' } : found));
    const { deps } = harness(scripted.source);
    const final = await sweptTo(deps, plannedSweep(RUT, PLAN, '2026-11-29T12:00:00.000Z'), {
      concurrency: 1,
      paceMs: 0,
    });
    expect(scripted.asked).toHaveLength(5);
    expect(final.status).toBe('blocked');
    expect(final.blockedBy).toBe('rate-limited');
    expect(sweepProgress(final).processedTribunals).toBe(4);
  });

  it('stops before any search when the session page is a CAPTCHA', async () => {
    const source: JudicialSource = { openSession: async () => ({ kind: 'blocked', reason: 'captcha' }) };
    const { deps, written } = harness(source);
    const final = await sweptTo(deps, plannedSweep(RUT, PLAN, '2026-11-29T12:00:00.000Z'), {
      concurrency: 2,
      paceMs: 0,
    });
    expect(final).toMatchObject({ status: 'blocked', blockedBy: 'captcha' });
    expect(written).toEqual([final]);
  });

  it('counts a failed tribunal as processed but not searched, and resumes a sweep without asking again', async () => {
    const first = scriptedSource((_, tribunal) =>
      tribunal.id === PLAN[2]!.id ? { kind: 'failed', reason: 'respondió 500' } : found,
    );
    const { deps } = harness(first.source);
    const start = plannedSweep(RUT, PLAN, '2026-11-29T12:00:00.000Z');
    const partial: SweepState = { ...start, searched: [PLAN[0]!.id, PLAN[1]!.id] };
    const final = await sweptTo(deps, partial, { concurrency: 2, paceMs: 0 });
    expect(first.asked).not.toContain(PLAN[0]!.id);
    expect(first.asked).toHaveLength(PLAN.length - 2);
    expect(final.failed).toEqual([{ id: PLAN[2]!.id, reason: 'respondió 500' }]);
    expect(final.searched).toHaveLength(PLAN.length - 1);
    expect(final.status).toBe('done');
  });

  it('stops at its next write once another sweep of the RUT replaced it, and says so', async () => {
    const scripted = scriptedSource(() => found);
    const { deps, written } = harness(scripted.source);
    const replacedAfter = 3;
    const sweeps = { advance: async (state: SweepState) => written.push(state) < replacedAfter };
    const final = await runSweep({ ...deps, sweeps }, plannedSweep(RUT, PLAN, '2026-11-29T12:00:00.000Z'), {
      concurrency: 1,
      paceMs: 0,
    });
    expect(final).toBeNull();
    expect(scripted.asked).toHaveLength(replacedAfter);
    expect(written).toHaveLength(replacedAfter);
  });
});
