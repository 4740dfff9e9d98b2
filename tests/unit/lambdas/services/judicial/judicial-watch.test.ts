import { describe, expect, it } from 'vitest';
import type { PartyAggregate } from '@domain/cartera/party-aggregate';
import { judicialErasure, type JudicialErasure } from '@domain/judicial/erasure';
import { finishedSweep, plannedSweep, type SweepState } from '@domain/judicial/sweep';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import { systemScope } from '@lambdas/access/system-scope';
import { runJudicialWatch } from '@lambdas/services/judicial/judicial-watch';

const A = systemScope('76389992-6');
const NOW = new Date('2026-11-30T05:00:00Z');
const CLIENTE = '76100001-9';
const DEUDOR = '96500001-1';
const FRESCO = '76100002-7';
const BORRADO = '76100003-5';
const NO_ENROLADO = '76100004-7';

const doneAt = (rut: string, at: string) => finishedSweep(plannedSweep(rut, TRIBUNALS, at), at);
const party = (tipo: 'cedente' | 'deudor', rut: string, monto: number): PartyAggregate => ({
  tipo,
  rut,
  razonSocial: rut,
  cells: { '2026-12-15|pendiente|0': [1, monto] },
  reglas: {},
});

function harness(sweeps: SweepState[], erasures: JudicialErasure[] = []) {
  const stored = new Map(sweeps.map((sweep) => [sweep.rut, sweep]));
  const deps = {
    sweeps: {
      rutRecord: async (rut: string) => ({
        sweep: stored.get(rut) ?? null,
        lastAskedAt: null,
        erasure: erasures.find((erasure) => erasure.rut === rut) ?? null,
      }),
      start: async (planned: SweepState) => {
        stored.set(planned.rut, planned);
        return true;
      },
    },
    // A's enrolled clients, one swept yesterday; its debtors, one whose records were deleted; a cedente not enrolled.
    clients: async () => [CLIENTE, FRESCO],
    carteras: {
      parties: async () => [
        party('deudor', DEUDOR, 40_000_000),
        party('cedente', CLIENTE, 5_000_000),
        party('cedente', FRESCO, 90_000_000),
        party('deudor', BORRADO, 20_000_000),
        party('cedente', NO_ENROLADO, 70_000_000),
      ],
    },
    cacheDays: 7,
  };
  return { deps, stored };
}

describe('runJudicialWatch', () => {
  it('sweeps again the enrolled clients and top debtors whose records are older than the time to live, most exposure first', async () => {
    const h = harness([doneAt(CLIENTE, '2026-11-22T05:00:00.000Z'), doneAt(FRESCO, '2026-11-29T05:00:00.000Z')]);
    const outcome = await runJudicialWatch(h.deps, A, 10, NOW);
    expect(outcome).toEqual({
      status: 'ok',
      followUps: [DEUDOR, BORRADO, CLIENTE].map((rut) => ({
        kind: 'judicial-sweep',
        rutFactoring: A.rutFactoring,
        rut,
      })),
    });
    expect(h.stored.get(CLIENTE)).toMatchObject({ status: 'running', startedAt: NOW.toISOString() });
    expect(h.stored.get(FRESCO)!.status).toBe('done');
  });

  it('leaves alone a RUT whose records were deleted on request while its hold lasts', async () => {
    const erased = judicialErasure(BORRADO, 'admin@plataforma.cl', new Date('2026-11-01T00:00:00Z'), 365);
    const h = harness([], [erased]);
    const outcome = await runJudicialWatch(h.deps, A, 10, NOW);
    expect(outcome.followUps.map((message) => ('rut' in message ? message.rut : ''))).not.toContain(BORRADO);
    expect(h.stored.has(BORRADO)).toBe(false);
  });

  it("starts no more sweeps than the tick's budget, the largest exposure first, and none while every sweep stands", async () => {
    const h = harness([]);
    expect((await runJudicialWatch(h.deps, A, 1, NOW)).followUps).toEqual([
      { kind: 'judicial-sweep', rutFactoring: A.rutFactoring, rut: FRESCO },
    ]);
    expect((await runJudicialWatch(h.deps, A, 10, NOW)).followUps).toHaveLength(3);
    expect(await runJudicialWatch(h.deps, A, 10, NOW)).toEqual({ status: 'skipped', followUps: [] });
  });
});
