import { describe, expect, it } from 'vitest';
import { judicialResponse } from '@domain/judicial/judicial-response';
import { keptLitigant } from '@domain/judicial/judicial-records';
import {
  applyAnswer,
  finishedSweep,
  isFreshSweep,
  plannedSweep,
  sweepCompleteness,
  type TribunalAnswer,
} from '@domain/judicial/sweep';
import { TRIBUNALS } from '@domain/judicial/tribunals';

const NOW = '2026-11-29T12:00:00.000Z';
const civil = TRIBUNALS.filter((t) => t.competencia === 'civil').slice(0, 2);
const cobranza = TRIBUNALS.filter((t) => t.competencia === 'cobranza').slice(0, 1);
const caso = { rol: 'C-10-2025', fechaIngreso: null, caratulado: 'A/B', tribunal: 'T', competencia: 'civil' as const };
const withCase: TribunalAnswer = {
  kind: 'found',
  casos: [caso],
  litigantes: [{ rol: 'C-10-2025', participante: 'DDO.', persona: 'Jurídica', nombre: 'B', rut: '76354771-K' }],
};

describe('the sweep rules', () => {
  it('adds a case once, counts failures apart, and says which competencias every tribunal answered', () => {
    let state = plannedSweep('76354771-K', [...civil, ...cobranza], NOW);
    state = applyAnswer(state, civil[0]!.id, withCase, NOW);
    state = applyAnswer(state, civil[1]!.id, withCase, NOW);
    state = applyAnswer(state, civil[1]!.id, { kind: 'failed', reason: 'x' }, NOW);
    expect(state.records.casos).toHaveLength(1);
    expect(state.records.litigantes).toHaveLength(1);
    expect(sweepCompleteness(state)).toEqual({
      searchedTribunals: 2,
      failedTribunals: 0,
      notSearchedTribunals: 1,
      competenciasCovered: ['civil'],
      reservedCasesVisible: false,
    });
    state = applyAnswer(state, cobranza[0]!.id, { kind: 'failed', reason: 'respondió 500' }, NOW);
    expect(sweepCompleteness(state)).toMatchObject({ failedTribunals: 1, notSearchedTribunals: 0 });
  });

  it('ignores every answer after a block, and a blocked sweep is never served as fresh nor as records', () => {
    let state = plannedSweep('76354771-K', civil, NOW);
    state = applyAnswer(state, civil[0]!.id, { kind: 'blocked', reason: 'captcha' }, NOW);
    state = finishedSweep(applyAnswer(state, civil[1]!.id, withCase, NOW), NOW);
    expect(state).toMatchObject({ status: 'blocked', blockedBy: 'captcha', searched: [] });
    expect(isFreshSweep(state, new Date(NOW), 7)).toBe(false);
    const response = judicialResponse('76354771-K', state, new Map());
    expect(response).toMatchObject({ processed: false, judicialData: null });
    expect(response.processingStatus).toMatchObject({ isProcessing: false, error: true });
    expect(response.processingStatus.message).toMatch(/CAPTCHA/);
  });

  it('serves a done sweep for its time to live only', () => {
    const done = finishedSweep(plannedSweep('76354771-K', civil, NOW), NOW);
    expect(isFreshSweep(done, new Date('2026-12-06T11:59:59.000Z'), 7)).toBe(true);
    expect(isFreshSweep(done, new Date('2026-12-06T12:00:00.000Z'), 7)).toBe(false);
  });

  it("keeps a legal person's RUT and drops a natural person's", () => {
    const base = { rol: 'C-1-2025', participante: 'AB.DTE', nombre: 'Ana Pérez', rut: '12345678-5' };
    expect(keptLitigant({ ...base, persona: 'Natural' }).rut).toBeNull();
    expect(keptLitigant({ ...base, persona: 'Jurídica' }).rut).toBe('12345678-5');
  });
});
