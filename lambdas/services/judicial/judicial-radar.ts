import { judicialResponse, type JudicialResponse } from '@domain/judicial/judicial-response';
import { litigantRuts } from '@domain/judicial/portfolio-cross-check';
import { isFreshSweep, plannedSweep, type SweepState } from '@domain/judicial/sweep';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CarteraRepository } from '../../store/cartera-repository';
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

/**
 * What a query uses: the factoring's sweeps, the job queue that runs them, its Cartera (the portfolio cross-check), the
 * clock and the cache's days.
 */
export interface JudicialRadarDeps {
  sweeps: {
    get(scope: FactoringScope, rut: string): Promise<SweepState | null>;
    put(scope: FactoringScope, state: SweepState): Promise<void>;
  };
  jobs: JobQueue;
  carteras: Pick<CarteraRepository, 'party'>;
  clock(): Date;
  /** How long a finished sweep is served, days (config.judicial.cacheDays). */
  cacheDays: number;
}

/**
 * A factoring's query of a RUT (client-radar.md §2, §4 'Judicial query'): served from its sweep when that is done
 * within the time to live, still running (a second query joins it) or blocked within {@link BLOCKED_COOLDOWN_MS};
 * otherwise a new sweep of every tribunal is
 * planned, written and queued as a 'judicial-sweep' job, and its first progress answered. A finished sweep's litigants
 * are cross-checked against the factoring's Cartera at each answer (the portfolio changes; the sweep is cached).
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
  const current = await deps.sweeps.get(scope, rut);
  if (current && (isFreshSweep(current, now, deps.cacheDays) || isLive(current, now) || isCoolingDown(current, now)))
    return judicialResponse(
      rut,
      current,
      current.status === 'done' ? await portfolioMarks(deps.carteras, scope, litigantRuts(current.records)) : new Map(),
    );
  const planned = plannedSweep(rut, TRIBUNALS, now.toISOString());
  await deps.sweeps.put(scope, planned);
  await deps.jobs.send([{ kind: 'judicial-sweep', rutFactoring: scope.rutFactoring, rut }]);
  return judicialResponse(rut, planned, new Map());
}

function isCoolingDown(state: SweepState, now: Date): boolean {
  return state.status === 'blocked' && now.getTime() - Date.parse(state.updatedAt) < BLOCKED_COOLDOWN_MS;
}

function isLive(state: SweepState, now: Date): boolean {
  return state.status === 'running' && now.getTime() - Date.parse(state.updatedAt) < STALE_SWEEP_MS;
}
