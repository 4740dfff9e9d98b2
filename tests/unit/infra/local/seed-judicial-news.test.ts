import { describe, expect, it } from 'vitest';
import type { PartyAggregate } from '@domain/cartera/party-aggregate';
import { applyAnswer, finishedSweep, newCases, plannedSweep, type SweepState } from '@domain/judicial/sweep';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import { judicialDemoWorld } from '@infra/local/demo-world/judicial-cases';
import { seedJudicialNews } from '@infra/local/seed-judicial-news';
import type { JobMessage } from '@lambdas/services/jobs/job-messages';
import { rutFromBody } from '@domain/rut';

const NOW = new Date('2026-11-29T12:00:00.000Z');
const CLIENTS = [76100001, 76100002, 76100003].map((body) => ({
  rut: rutFromBody(body),
  razonSocial: `EMPRESA ${body}`,
}));
const DEUDOR = { rut: rutFromBody(96500001), razonSocial: 'DEUDORA GRANDE S.A.' };
const world = judicialDemoWorld({ cedentes: CLIENTS, deudor: DEUDOR }, 'radar');
const party = (tipo: 'cedente' | 'deudor', rut: string) => ({ tipo, rut, razonSocial: rut, cells: {}, reglas: {} });

function harness(parties: PartyAggregate[]) {
  const stored = new Map<string, SweepState>();
  const queued: JobMessage[] = [];
  const deps = {
    carteras: { parties: async () => parties },
    sweeps: {
      get: async (rut: string) => stored.get(rut) ?? null,
      put: async (state: SweepState) => void stored.set(state.rut, state),
      start: async (state: SweepState) => (stored.set(state.rut, state), true),
    },
    jobs: { send: async (messages: JobMessage[]) => void queued.push(...messages) },
    world,
    cacheDays: 7,
  };
  return { deps, stored, queued };
}

describe('the demo new court case', () => {
  it("plans a sweep of a Cartera client whose only news is the world's last case of it, once", async () => {
    const { deps, stored, queued } = harness([party('deudor', DEUDOR.rut), party('cedente', world.clientWithCases)]);
    const rut = await seedJudicialNews('76389992-6', deps, NOW);
    expect(rut).toBe(world.clientWithCases);
    expect(queued).toEqual([{ kind: 'judicial-sweep', rutFactoring: '76389992-6', rut }]);
    // The sweep the job would run: every tribunal answering the world's cases.
    let sweep = stored.get(rut!)!;
    const byId = new Map(TRIBUNALS.map((t) => [t.id, t]));
    for (const tribunal of TRIBUNALS) {
      const casos = world
        .casesOf(rut!)
        .filter((c) => c.tribunalId === tribunal.id)
        .map((c) => ({
          rol: c.rol,
          fechaIngreso: null,
          caratulado: c.caratulado,
          tribunal: byId.get(c.tribunalId)!.nombre,
          competencia: tribunal.competencia,
        }));
      sweep = applyAnswer(sweep, tribunal.id, { kind: 'found', casos, litigantes: [] }, NOW.toISOString());
    }
    expect(newCases(finishedSweep(sweep, NOW.toISOString())).map((c) => c.rol)).toEqual([
      world.casesOf(rut!).at(-1)!.rol,
    ]);
    expect(await seedJudicialNews('76389992-6', deps, NOW)).toBeNull();
    expect(queued).toHaveLength(1);
  });

  it("replaces a finished sweep the nightly watch ran since the start with the demo's past sweep", async () => {
    const { deps, stored, queued } = harness([party('cedente', world.clientWithCases)]);
    const later = new Date(NOW.getTime() + 60_000).toISOString();
    const watched = finishedSweep(plannedSweep(world.clientWithCases, TRIBUNALS, later), later);
    stored.set(world.clientWithCases, watched);
    expect(await seedJudicialNews('76389992-6', deps, NOW)).toBe(world.clientWithCases);
    expect(queued).toEqual([{ kind: 'judicial-sweep', rutFactoring: '76389992-6', rut: world.clientWithCases }]);
    expect(stored.get(world.clientWithCases)!.startedAt).toBe(NOW.toISOString());
  });

  it('seeds nothing when no Cartera RUT has cases', async () => {
    const { deps, queued } = harness([party('cedente', CLIENTS[1]!.rut)]);
    expect(await seedJudicialNews('76389992-6', deps, NOW)).toBeNull();
    expect(queued).toEqual([]);
  });
});
