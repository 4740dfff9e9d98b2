import { describe, expect, it } from 'vitest';
import { applyAnswer, finishedSweep, newCases, plannedSweep, type SweepState } from '@domain/judicial/sweep';
import { TRIBUNALS } from '@domain/judicial/tribunals';

const RUT = '76354771-K';
const NOW = '2026-11-29T12:00:00.000Z';
const [first, second] = TRIBUNALS.filter((t) => t.competencia === 'civil');
const caso = (rol: string, tribunal: string) => ({
  rol,
  fechaIngreso: null,
  caratulado: 'BANCO / DEUDOR',
  tribunal,
  competencia: 'civil' as const,
});
const OLD = caso('C-10-2025', '1° Juzgado Civil');
const NEW = caso('C-99-2026', '1° Juzgado Civil');
const SAME_ROL_ELSEWHERE = caso('C-10-2025', '2° Juzgado Civil');

/** A sweep of the two tribunals planned after `previous`, the first answering `casos`, the second nothing. */
function sweepAfter(previous: SweepState | null, casos: ReturnType<typeof caso>[]): SweepState {
  let state = plannedSweep(RUT, [first!, second!], NOW, previous);
  state = applyAnswer(state, first!.id, { kind: 'found', casos, litigantes: [] }, NOW);
  return applyAnswer(state, second!.id, { kind: 'found', casos: [], litigantes: [] }, NOW);
}

describe('new cases of a finished sweep', () => {
  it('raises nothing on the first sweep of a RUT: it is the baseline', () => {
    expect(newCases(finishedSweep(sweepAfter(null, [OLD, NEW]), NOW))).toEqual([]);
  });

  it('are the cases the previous done sweep did not have, a same rol in another tribunal included', () => {
    const before = finishedSweep(sweepAfter(null, [OLD]), NOW);
    const after = finishedSweep(sweepAfter(before, [OLD, NEW, SAME_ROL_ELSEWHERE]), NOW);
    expect(newCases(after)).toEqual([NEW, SAME_ROL_ELSEWHERE]);
  });

  it('raises nothing while the sweep runs or when the portal blocked it', () => {
    const before = finishedSweep(sweepAfter(null, [OLD]), NOW);
    const running = sweepAfter(before, [OLD, NEW]);
    expect(newCases(running)).toEqual([]);
    const blocked = applyAnswer(
      plannedSweep(RUT, [first!, second!], NOW, before),
      first!.id,
      { kind: 'blocked', reason: 'captcha' },
      NOW,
    );
    expect(newCases(blocked)).toEqual([]);
  });

  it('compares against the last done sweep across a blocked one in between', () => {
    const done = finishedSweep(sweepAfter(null, [OLD]), NOW);
    const blocked = applyAnswer(
      plannedSweep(RUT, [first!, second!], NOW, done),
      first!.id,
      { kind: 'blocked', reason: 'rate-limited' },
      NOW,
    );
    expect(newCases(finishedSweep(sweepAfter(blocked, [OLD, NEW]), NOW))).toEqual([NEW]);
  });
});
