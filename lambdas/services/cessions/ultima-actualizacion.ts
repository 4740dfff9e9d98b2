import type { TenantScope } from '../../access/tenant-scope';
import type { RefreshRunRepository } from '../../store/refresh-run-repository';

/**
 * The instant of the factoring's last refresh that read the SII, for the note 'Informacion actualizada hace X min,
 * proxima actualizacion en Y min' (core-platform §2, §4 "Refresh cycle"). It describes the factoring, not a search
 * window, so it has its own query: every cession screen shows the same note whatever its dates.
 * @param scope the factoring, verified by the caller's entry handler.
 * @returns ISO instant, or null when no refresh read the SII yet.
 */
export async function ultimaActualizacion(
  scope: TenantScope,
  deps: { refreshRuns: Pick<RefreshRunRepository, 'lastSuccess'> },
): Promise<string | null> {
  return deps.refreshRuns.lastSuccess(scope);
}
