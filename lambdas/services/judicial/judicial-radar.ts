import { judicialResponse, type JudicialResponse } from '@domain/judicial/judicial-response';
import { litigantRuts } from '@domain/judicial/portfolio-cross-check';
import { isFreshSweep, plannedSweep, type SweepState } from '@domain/judicial/sweep';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CarteraRepository } from '../../store/cartera-repository';
import type { JudicialSweepStore } from '../../store/judicial-sweep-store';
import type { JobQueue } from '../jobs/job-messages';
import { portfolioMarks } from './portfolio-marks';

/**
 * A running sweep whose state was not written for this long is taken as dead (its worker crashed) and started again:
 * longer than any search waits (the source's 25 s limit) plus the pace.
 */
export const STALE_SWEEP_MS = 2 * 60_000;

/**
 * A sweep the portal blocked is served (its error) for this long before a query may sweep again: the portal just
 * refused us, and asking again at once is what gets an address blocked for good.
 */
export const BLOCKED_COOLDOWN_MS = 15 * 60_000;

/** The judicial store as a query uses it (lambdas/store/judicial-sweep-store.ts). */
export type JudicialSweeps = Pick<JudicialSweepStore, 'get' | 'start' | 'recordQuery' | 'askedAt'>;

/**
 * What a query uses: the RUTs' shared sweeps and the factorings' query records, the job queue that runs sweeps, the
 * factoring's Cartera (the portfolio cross-check), the clock and the cache's days.
 */
export interface JudicialRadarDeps {
  sweeps: JudicialSweeps;
  jobs: JobQueue;
  carteras: Pick<CarteraRepository, 'party'>;
  clock(): Date;
  /** How long a finished sweep is served, days (config.judicial.cacheDays). */
  cacheDays: number;
}

/**
 * A factoring's query of a RUT (client-radar.md §2, §4 'Judicial query'): the factoring's query record written (what
 * lets it read the RUT's sweep later), then the RUT's one sweep, shared by every factoring, served when it is done
 * within the time to live, still running (a second query, of any factoring, joins it) or blocked within
 * {@link BLOCKED_COOLDOWN_MS}; otherwise a new sweep of every tribunal is planned, written (unless another query just
 * started one, which this one then joins) and queued as a 'judicial-sweep' job, and its first progress answered. A
 * finished sweep's litigants are cross-checked against the asking factoring's own Cartera at each answer (never
 * stored in the shared sweep).
 * @param rut normalised '12345678-9'.
 * @returns the §3 response.
 * @throws the store's or the queue's error.
 */
export async function queryJudicialRadar(
  deps: JudicialRadarDeps,
  scope: FactoringScope,
  rut: string,
): Promise<JudicialResponse> {
  const now = deps.clock();
  await deps.sweeps.recordQuery(scope, rut, now.toISOString());
  const current = await deps.sweeps.get(rut);
  if (current && sweepServes(current, now, deps.cacheDays)) return answer(deps, scope, current);
  const planned = plannedSweep(rut, TRIBUNALS, now.toISOString(), current);
  if (!(await deps.sweeps.start(planned, current, staleAt(now)))) {
    const joined = await deps.sweeps.get(rut);
    if (joined) return answer(deps, scope, joined);
  }
  await deps.jobs.send([{ kind: 'judicial-sweep', rutFactoring: scope.rutFactoring, rut }]);
  return judicialResponse(rut, planned, new Map());
}

/**
 * The RUT's sweep as the factoring may read it without asking: only when it asked for the RUT within the time to
 * live, or holds the RUT as a client or debtor in its Cartera (the tenant wall of the shared records); else null.
 * @throws the store's error.
 */
export async function readableSweep(
  deps: Pick<JudicialRadarDeps, 'sweeps' | 'carteras' | 'clock' | 'cacheDays'>,
  scope: FactoringScope,
  rut: string,
): Promise<SweepState | null> {
  const askedAt = await deps.sweeps.askedAt(scope, rut);
  const asked = askedAt !== null && deps.clock().getTime() - Date.parse(askedAt) < deps.cacheDays * 86_400_000;
  if (!asked && (await portfolioMarks(deps.carteras, scope, [rut])).size === 0) return null;
  return deps.sweeps.get(rut);
}

async function answer(
  deps: Pick<JudicialRadarDeps, 'carteras'>,
  scope: FactoringScope,
  state: SweepState,
): Promise<JudicialResponse> {
  const marks =
    state.status === 'done' ? await portfolioMarks(deps.carteras, scope, litigantRuts(state.records)) : new Map();
  return judicialResponse(state.rut, state, marks);
}

/**
 * Whether the RUT's sweep stands at `now` instead of a new one: done within `cacheDays`, running and written within
 * {@link STALE_SWEEP_MS}, or blocked within {@link BLOCKED_COOLDOWN_MS}.
 */
export function sweepServes(state: SweepState, now: Date, cacheDays: number): boolean {
  return isFreshSweep(state, now, cacheDays) || isLive(state, now) || isCoolingDown(state, now);
}

/** The instant (ISO) at or before which a running sweep last written is taken as dead, at `now`. */
export function staleAt(now: Date): string {
  return new Date(now.getTime() - STALE_SWEEP_MS).toISOString();
}

function isCoolingDown(state: SweepState, now: Date): boolean {
  return state.status === 'blocked' && now.getTime() - Date.parse(state.updatedAt) < BLOCKED_COOLDOWN_MS;
}

function isLive(state: SweepState, now: Date): boolean {
  return state.status === 'running' && now.getTime() - Date.parse(state.updatedAt) < STALE_SWEEP_MS;
}
