import type { TenantScope } from '../../access/tenant-scope';
import { JOB_TIMEOUT_MS } from '../../platform/job-timeout';
import type { RefreshProgress, RefreshRunRepository } from '../../store/refresh-run-repository';

/**
 * How far the factoring's first refresh has come, for the screens' 'Primera actualización en curso: n de m
 * documentos' while its lists are still empty (services/refresh/refresh-factoring.ts writes it).
 * @param scope the factoring, verified by the caller's entry handler.
 * @returns `{documentos, total}` (total null while the SII's period answers are read), or null when no first refresh
 *   is in flight.
 */
export async function primeraActualizacion(
  scope: TenantScope,
  deps: { refreshRuns: Pick<RefreshRunRepository, 'progressSince'> },
  now: Date,
): Promise<RefreshProgress | null> {
  // A progress older than a job may run belongs to a run that died.
  return deps.refreshRuns.progressSince(scope, new Date(now.getTime() - JOB_TIMEOUT_MS));
}
