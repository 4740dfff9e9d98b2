import type { TenantScope } from '@lambdas/access/tenant-scope';
import type { ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import type { RefreshRunRepository } from '@lambdas/store/refresh-run-repository';
import { JOB_TIMEOUT_MS } from '@lambdas/platform/job-timeout';

/** How far the factoring's first client list has come: clients done out of `total` (null while it waits to start). */
export interface ClientListPreparation {
  clientes: number;
  total: number | null;
}

/**
 * Whether the factoring's client list, not stored yet, is being prepared, for the client list's 'Preparando la base
 * de datos de clientes: n de m clientes' instead of 'La base de datos de clientes aún no está disponible': the
 * progress of its build (build-factoring-client-dbs.ts) when written in the last 15 minutes; else, when a refresh
 * that read the SII ended in the last 15 minutes (each asks for the client databases), `{clientes: 0, total: null}`.
 * @param scope the factoring, verified by the caller's entry handler; now the clock.
 * @returns the preparation, or null when no build is under way (the list is not available).
 * @throws the stores' errors.
 */
export async function clientListPreparation(
  scope: TenantScope,
  deps: {
    clientDbs: Pick<ClientDbObjects, 'listProgress'>;
    refreshRuns: Pick<RefreshRunRepository, 'latest'>;
  },
  now: Date,
): Promise<ClientListPreparation | null> {
  // A build progress older than a job may run belongs to a build that died; a client-list build asked for by a
  // refresh that ended longer ago has failed.
  const since = now.getTime() - JOB_TIMEOUT_MS;
  const building = await deps.clientDbs.listProgress(scope);
  if (building && building.at.getTime() >= since) return building.progress;
  const run = await deps.refreshRuns.latest(scope);
  if (!run || run.status === 'failed') return null;
  return Date.parse(run.startedAt) + run.durationMs >= since ? { clientes: 0, total: null } : null;
}
