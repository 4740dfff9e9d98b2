import { setTimeout as sleep } from 'node:timers/promises';
import { finishedSweep, plannedSweep, type SweepState } from '@domain/judicial/sweep';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import { systemScope } from '@lambdas/access/system-scope';
import type { JobQueue } from '@lambdas/services/jobs/job-messages';
import { staleAt } from '@lambdas/services/judicial/judicial-radar';
import type { CarteraRepository } from '@lambdas/store/cartera-repository';
import type { JudicialSweepStore } from '@lambdas/store/judicial-sweep-store';
import type { JudicialDemoWorld } from './demo-world/judicial-cases';

/**
 * Local mode's demo of a new court case: the first RUT of the factoring's Cartera (clients, then debtors) that the
 * demo world gives cases gets a past sweep, done `cacheDays` + 1 days ago, that lacked its last case; a new sweep is
 * planned over it and queued, so the sweep job finds that case new, alerts the factoring's users ('Causa judicial
 * nueva' in the bell) and flags the RUT in its Cartera, as a nightly re-sweep would. Idempotent: nothing when the RUT
 * already has a sweep from before `now` (a later start); a sweep of this start is waited for and replaced.
 * @returns the RUT, or null when none was seeded.
 */
export async function seedJudicialNews(
  rutFactoring: string,
  deps: {
    carteras: Pick<CarteraRepository, 'parties'>;
    sweeps: Pick<JudicialSweepStore, 'get' | 'put' | 'start'>;
    jobs: JobQueue;
    world: Pick<JudicialDemoWorld, 'casesOf'>;
    cacheDays: number;
  },
  now: Date,
): Promise<string | null> {
  const parties = (await deps.carteras.parties(systemScope(rutFactoring))).toSorted((a, b) =>
    a.tipo === b.tipo ? a.rut.localeCompare(b.rut) : a.tipo === 'cedente' ? -1 : 1,
  );
  const rut = parties.map((party) => party.rut).find((candidate) => deps.world.casesOf(candidate).length > 1);
  if (!rut) return null;
  // A sweep from before `now` (an earlier start, or this seed's own) means the demo case is seeded. One started since
  // is the nightly watch's (domain/judicial/watch.ts, 01:00-06:00 in Chile), a baseline that raises nothing: the
  // demo's past sweep replaces it once it has finished.
  const existing = await deps.sweeps.get(rut);
  if (existing && existing.startedAt <= now.toISOString()) return null;
  if (existing && (await settledSweep(deps.sweeps, rut))?.status === 'running') return null;
  const byId = new Map(TRIBUNALS.map((tribunal) => [tribunal.id, tribunal]));
  const before = new Date(now.getTime() - (deps.cacheDays + 1) * 86_400_000).toISOString();
  const past: SweepState = finishedSweep(plannedSweep(rut, TRIBUNALS, before), before);
  past.searched = TRIBUNALS.map((tribunal) => tribunal.id);
  past.records.casos = deps.world
    .casesOf(rut)
    .slice(0, -1)
    .flatMap((caso) => {
      const tribunal = byId.get(caso.tribunalId);
      if (!tribunal) return [];
      const { nombre, competencia } = tribunal;
      return [{ rol: caso.rol, fechaIngreso: null, caratulado: caso.caratulado, tribunal: nombre, competencia }];
    });
  await deps.sweeps.put(past);
  const planned = plannedSweep(rut, TRIBUNALS, now.toISOString(), past);
  if (!(await deps.sweeps.start(planned, past, staleAt(now)))) return null;
  await deps.jobs.send([{ kind: 'judicial-sweep', rutFactoring, rut }]);
  return rut;
}

/** How long {@link settledSweep} waits for a sweep to finish, polling every SETTLE_POLL_MS. */
const SETTLE_LIMIT_MS = 300_000;
const SETTLE_POLL_MS = 500;

/**
 * The RUT's sweep once it no longer runs ('done' or 'blocked'), polled every SETTLE_POLL_MS for at most
 * SETTLE_LIMIT_MS (a few seconds against the local judicial host).
 * @returns the last sweep read: still 'running' when the limit passed, null when the RUT has none.
 */
export async function settledSweep(sweeps: Pick<JudicialSweepStore, 'get'>, rut: string): Promise<SweepState | null> {
  for (const until = Date.now() + SETTLE_LIMIT_MS; ; await sleep(SETTLE_POLL_MS)) {
    const sweep = (await sweeps.get(rut)) ?? null;
    if (sweep?.status !== 'running' || Date.now() > until) return sweep;
  }
}
