import type { RefreshRun } from '../../store/refresh-run-repository';
import { pushEventoBack, type PushDeps } from '../../push/push';

/**
 * Tells the open eventoBack connections of each factoring that a refresh read the SII (core-platform §7, the
 * real-time channel): screens refetch their lists when `cambios` > 0, and every screen's refresh note
 * ('Informacion actualizada hace X min', §2/§4) restarts from the new refresh even when nothing changed.
 * Every run that read the SII ('ok' or 'partial') is announced; a failed push is logged, never fatal.
 * @returns how many connections were told, per factoring RUT.
 */
export async function announceChanges(
  deps: PushDeps & { logger: { error(message: string, data?: Record<string, unknown>): void } },
  runs: RefreshRun[],
): Promise<Record<string, number>> {
  const delivered: Record<string, number> = {};
  for (const run of runs) {
    if (run.status === 'failed') continue;
    try {
      delivered[run.rutFactoring] = await pushEventoBack(deps, {
        evento: 'eventoBack',
        tipo: 'refresh',
        rutFactoring: run.rutFactoring,
        cambios: run.counts.written,
        fecha: run.startedAt,
      });
    } catch (error) {
      deps.logger.error('eventoBack push failed', { rutFactoring: run.rutFactoring, error: String(error) });
    }
  }
  return delivered;
}
