import type { RefreshRun } from '../store/refresh-run-repository';
import { pushEventoBack, type PushDeps } from '../realtime/push';

/**
 * Tells the open eventoBack connections of each factoring that its cessions changed (core-platform §7,
 * the real-time channel), so screens can refetch instead of waiting for the next 20-minute note.
 * Only runs that read the SII ('ok' or 'partial') and wrote something are announced; a failed push is logged,
 * never fatal.
 * @returns how many connections were told, per factoring RUT.
 */
export async function announceChanges(
  deps: PushDeps & { logger: { error(message: string, data?: Record<string, unknown>): void } },
  runs: RefreshRun[],
): Promise<Record<string, number>> {
  const delivered: Record<string, number> = {};
  for (const run of runs) {
    if (run.status === 'failed' || run.counts.written === 0) continue;
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
