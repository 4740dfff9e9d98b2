import type { Identity } from '../../access/identity';
import { assertActsFor } from '../../access/tenant';
import type { RefreshRunRepository } from '../../store/refresh-run-repository';

/**
 * The instant of the factoring's last refresh that read the SII, for the note 'Informacion actualizada hace X min,
 * proxima actualizacion en Y min' (core-platform §2, §4 "Refresh cycle"). It describes the factoring, not a search
 * window, so it has its own query: every cession screen shows the same note whatever its dates.
 * @param args rutFactoring (the user must act for it).
 * @returns ISO instant, or null when no refresh read the SII yet.
 * @throws BadRequestError for a bad RUT; ForbiddenError for a factoring the user does not act for.
 */
export async function ultimaActualizacion(
  args: Record<string, unknown>,
  identity: Identity,
  deps: { refreshRuns: Pick<RefreshRunRepository, 'lastSuccess'> },
): Promise<string | null> {
  const rutFactoring = assertActsFor(identity, String(args.rutFactoring ?? ''));
  return deps.refreshRuns.lastSuccess(rutFactoring);
}
