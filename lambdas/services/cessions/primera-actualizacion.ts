import type { TenantScope } from '../../access/tenant-scope';
import type { RefreshProgress, RefreshRunRepository } from '../../store/refresh-run-repository';

/**
 * Longest a refresh can be alive without recording itself: the job workers' 15-minute time-out (infra/jobs.ts). A
 * progress older than that belongs to a run that died.
 */
const RUN_LIFETIME_MS = 15 * 60_000;

/**
 * How far the factoring's first refresh has come, for the screens' 'Primera actualización en curso: n de m
 * documentos' while its lists are still empty (services/refresh/first-refresh-progress.ts writes it).
 * @param scope the factoring, verified by the caller's entry handler.
 * @returns `{documentos, total}` (total null while the SII's period answers are read), or null when no first refresh
 *   is in flight.
 */
export async function primeraActualizacion(
  scope: TenantScope,
  deps: { refreshRuns: Pick<RefreshRunRepository, 'progressSince'> },
  now: Date,
): Promise<RefreshProgress | null> {
  return deps.refreshRuns.progressSince(scope, new Date(now.getTime() - RUN_LIFETIME_MS));
}
