import { isHeldFromWatch } from '@domain/judicial/erasure';
import { plannedSweep } from '@domain/judicial/sweep';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import { watchList } from '@domain/judicial/watch';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CarteraRepository } from '../../store/cartera-repository';
import type { CredentialRepository } from '../../store/credential-repository';
import type { JudicialSweepStore } from '../../store/judicial-sweep-store';
import type { JobMessage } from '../jobs/job-messages';
import type { JobOutcome } from '../jobs/job-services';
import { staleAt, sweepServes } from './judicial-radar';

/** What the watch uses: the judicial store, the factoring's enrolled clients and Cartera, and the cache's days. */
export interface JudicialWatchDeps {
  sweeps: Pick<JudicialSweepStore, 'rutRecord' | 'start'>;
  /** RUTs of the factoring's enrolled client companies; none where the SII is read from files (no enrolment). */
  clients(scope: FactoringScope): Promise<string[]>;
  carteras: Pick<CarteraRepository, 'parties'>;
  /** How long a finished sweep stands, days (config.judicial.cacheDays). */
  cacheDays: number;
}

/**
 * The watch's enrolled clients: the client companies whose clave the factoring entered through the enroller (the
 * credential store's clients), or none without a credential store (the SII read from files enrols no one).
 */
export function enrolledClients(
  credentials: Pick<CredentialRepository, 'listClients'> | null,
): JudicialWatchDeps['clients'] {
  return async (scope) =>
    credentials ? (await credentials.listClients(scope)).map((client) => client.rutCliente) : [];
}

/**
 * Whether one RUT is among the watch's enrolled clients ({@link enrolledClients}), by one read of its clave's record;
 * never without a credential store.
 */
export function isEnrolledClient(
  credentials: Pick<CredentialRepository, 'getClaveInfo'> | null,
): (scope: FactoringScope, rut: string) => Promise<boolean> {
  return async (scope, rut) =>
    credentials ? (await credentials.getClaveInfo(scope, { kind: 'cliente', rutCliente: rut })) !== null : false;
}

/**
 * One tick of a factoring's nightly watch: its watch list (domain/judicial/watch.ts watchList: its enrolled clients and
 * its top debtors by exposure, most money at stake first), each RUT swept again when its sweep is missing or no longer
 * stands (older than the time to live, dead or past its block's cool-down), up to `budget` sweeps; a RUT whose
 * records were deleted on its owner's request is left alone while held (domain/judicial/erasure.ts). The sweeps are
 * the RUTs' shared ones, planned here and run by the 'judicial-sweep' follow-ups; a sweep another query started first
 * is joined, not repeated.
 * @param budget at most this many sweeps started (the tick's share of the shared rate).
 * @returns 'ok' with the sweeps to run, 'skipped' when none was due.
 * @throws the stores' error.
 */
export async function runJudicialWatch(
  deps: JudicialWatchDeps,
  scope: FactoringScope,
  budget: number,
  now: Date,
): Promise<JobOutcome> {
  const ruts = watchList(await deps.clients(scope), await deps.carteras.parties(scope));
  const followUps: JobMessage[] = [];
  for (const rut of ruts) {
    if (followUps.length >= budget) break;
    const { sweep, lastAskedAt, erasure } = await deps.sweeps.rutRecord(rut);
    if (isHeldFromWatch(erasure, lastAskedAt, now) || (sweep && sweepServes(sweep, now, deps.cacheDays))) continue;
    if (await deps.sweeps.start(plannedSweep(rut, TRIBUNALS, now.toISOString(), sweep), sweep, staleAt(now)))
      followUps.push({ kind: 'judicial-sweep', rutFactoring: scope.rutFactoring, rut });
  }
  return { status: followUps.length > 0 ? 'ok' : 'skipped', followUps };
}
