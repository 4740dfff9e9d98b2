import { describe, expect, it } from 'vitest';
import { applyAnswer, finishedSweep, plannedSweep, type SweepState } from '@domain/judicial/sweep';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import type { PartyKind } from '@domain/cartera/party-aggregate';
import { PORTFOLIO_ALERTS } from '@domain/judicial/portfolio-cross-check';
import { systemScope } from '@lambdas/access/system-scope';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import type { JobMessage } from '@lambdas/services/jobs/job-messages';
import {
  BLOCKED_COOLDOWN_MS,
  queryJudicialRadar,
  readableSweep,
  STALE_SWEEP_MS,
} from '@lambdas/services/judicial/judicial-radar';

const RUT = '76354771-K';
const A = systemScope('76389992-6');
const B = systemScope('77360390-1');
const C = systemScope('76000001-9');
const DEUDOR = '96500001-1';

function harness(start: Date) {
  const stored = new Map<string, SweepState>();
  const asked = new Map<string, string>();
  const sent: JobMessage[] = [];
  let now = start;
  const put = async (state: SweepState) => void stored.set(state.rut, state);
  const deps = {
    sweeps: {
      get: async (rut: string) => stored.get(rut) ?? null,
      put,
      start: async (planned: SweepState, replaced: SweepState | null, staleAt: string) => {
        const current = stored.get(planned.rut) ?? null;
        if (current?.updatedAt !== replaced?.updatedAt) return false;
        if (current?.status === 'running' && current.updatedAt > staleAt) return false;
        await put(planned);
        return true;
      },
      recordQuery: async (scope: FactoringScope, rut: string, at: string) =>
        void asked.set(`${scope.rutFactoring}/${rut}`, at),
      askedAt: async (scope: FactoringScope, rut: string) => asked.get(`${scope.rutFactoring}/${rut}`) ?? null,
    },
    jobs: { send: async (messages: readonly JobMessage[]) => void sent.push(...messages) },
    // Factorings A and C hold DEUDOR as a debtor in their Cartera; B holds nothing.
    carteras: {
      party: async (scope: FactoringScope, tipo: PartyKind, rut: string) =>
        scope.rutFactoring !== B.rutFactoring && tipo === 'deudor' && rut === DEUDOR
          ? { tipo, rut, razonSocial: 'DEUDORA', cells: {}, reglas: {} }
          : null,
    },
    clock: () => now,
    cacheDays: 7,
  };
  return { deps, stored, sent, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('queryJudicialRadar', () => {
  it('starts one sweep of every tribunal, and a second query joins it instead of queueing another', async () => {
    const h = harness(new Date('2026-11-29T12:00:00Z'));
    const first = await queryJudicialRadar(h.deps, A, RUT);
    expect(first.processingStatus).toMatchObject({ isProcessing: true, processedTribunals: 0 });
    expect(first.processingStatus.totalTribunals).toBe(TRIBUNALS.length);
    h.advance(30_000);
    await queryJudicialRadar(h.deps, A, RUT);
    expect(h.sent).toEqual([{ kind: 'judicial-sweep', rutFactoring: A.rutFactoring, rut: RUT }]);
  });

  it("serves a factoring's finished sweep within its time to live, and sweeps again after it", async () => {
    const h = harness(new Date('2026-11-29T12:00:00Z'));
    await h.deps.sweeps.put(
      finishedSweep(plannedSweep(RUT, TRIBUNALS, '2026-11-29T12:00:00.000Z'), '2026-11-29T12:00:00.000Z'),
    );
    h.advance(6 * 86_400_000);
    expect((await queryJudicialRadar(h.deps, A, RUT)).processed).toBe(true);
    expect(h.sent).toEqual([]);
    h.advance(86_400_000);
    expect((await queryJudicialRadar(h.deps, A, RUT)).processingStatus.isProcessing).toBe(true);
    expect(h.sent).toHaveLength(1);
  });

  it("serves one factoring's finished sweep to another without sweeping again, and restarts a silent one", async () => {
    const h = harness(new Date('2026-11-29T12:00:00Z'));
    await queryJudicialRadar(h.deps, A, RUT);
    const running = await queryJudicialRadar(h.deps, B, RUT);
    expect(running.processingStatus.isProcessing).toBe(true);
    expect(h.sent).toEqual([{ kind: 'judicial-sweep', rutFactoring: A.rutFactoring, rut: RUT }]);
    await h.deps.sweeps.put(finishedSweep((await h.deps.sweeps.get(RUT))!, '2026-11-29T12:00:00.000Z'));
    expect((await queryJudicialRadar(h.deps, B, RUT)).processed).toBe(true);
    expect(h.sent).toHaveLength(1);
    await h.deps.sweeps.put(plannedSweep(RUT, TRIBUNALS, '2026-11-29T12:00:00.000Z'));
    h.advance(STALE_SWEEP_MS);
    await queryJudicialRadar(h.deps, B, RUT);
    expect(h.sent).toHaveLength(2);
  });

  it('serves a blocked sweep with its error for the cool-down instead of asking the portal again at once', async () => {
    const h = harness(new Date('2026-11-29T12:00:00Z'));
    const start = plannedSweep(RUT, TRIBUNALS, '2026-11-29T12:00:00.000Z');
    await h.deps.sweeps.put(applyAnswer(start, '', { kind: 'blocked', reason: 'captcha' }, '2026-11-29T12:00:00.000Z'));
    h.advance(BLOCKED_COOLDOWN_MS - 1);
    expect((await queryJudicialRadar(h.deps, A, RUT)).processingStatus).toMatchObject({
      isProcessing: false,
      error: true,
    });
    expect(h.sent).toEqual([]);
    h.advance(1);
    expect((await queryJudicialRadar(h.deps, A, RUT)).processingStatus.isProcessing).toBe(true);
    expect(h.sent).toHaveLength(1);
  });

  it("cross-checks a finished sweep's litigants against the asking factoring's own Cartera", async () => {
    const h = harness(new Date('2026-11-29T12:00:00Z'));
    const now = '2026-11-29T12:00:00.000Z';
    const tribunal = TRIBUNALS.find((t) => t.competencia === 'cobranza')!;
    const litigante = { rol: 'A-1-2026', persona: 'Jurídica', nombre: 'X' };
    const answer = {
      kind: 'found' as const,
      casos: [
        {
          rol: 'A-1-2026',
          fechaIngreso: null,
          caratulado: 'X',
          tribunal: tribunal.nombre,
          competencia: tribunal.competencia,
        },
      ],
      litigantes: [
        { ...litigante, participante: 'DTE.', rut: RUT },
        { ...litigante, participante: 'DDO.', rut: DEUDOR },
      ],
    };
    const done = finishedSweep(applyAnswer(plannedSweep(DEUDOR, [tribunal], now), tribunal.id, answer, now), now);
    await h.deps.sweeps.put(done);
    const ofA = (await queryJudicialRadar(h.deps, A, DEUDOR)).judicialData!;
    expect(ofA.litigantes.map((l) => l.cartera)).toEqual([[], ['deudor']]);
    expect(ofA.casos[0]!.alertasCartera).toEqual([PORTFOLIO_ALERTS.deudorEnCobranza]);
    const ofB = (await queryJudicialRadar(h.deps, B, DEUDOR)).judicialData!;
    expect(ofB.litigantes.map((l) => l.cartera)).toEqual([[], []]);
    expect(ofB.casos[0]!.alertasCartera).toEqual([]);
  });

  it('lets a factoring read a swept RUT only when it asked for it or holds it in its Cartera', async () => {
    const h = harness(new Date('2026-11-29T12:00:00Z'));
    await h.deps.sweeps.put(
      finishedSweep(plannedSweep(DEUDOR, TRIBUNALS, '2026-11-29T12:00:00.000Z'), '2026-11-29T12:00:00.000Z'),
    );
    expect(await readableSweep(h.deps, B, DEUDOR)).toBeNull();
    expect(await readableSweep(h.deps, C, DEUDOR)).toMatchObject({ rut: DEUDOR, status: 'done' });
    await queryJudicialRadar(h.deps, B, DEUDOR);
    expect(await readableSweep(h.deps, B, DEUDOR)).toMatchObject({ rut: DEUDOR, status: 'done' });
    h.advance(7 * 86_400_000);
    expect(await readableSweep(h.deps, B, DEUDOR)).toBeNull();
  });
});
