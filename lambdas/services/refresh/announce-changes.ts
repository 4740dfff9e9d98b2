import type { FactoringScope } from '../../platform/factoring-scope';
import type { RefreshRun } from '../../store/refresh-run-repository';
import { pushEventoBack, type PushDeps } from '../../push/push';

/**
 * Tells the open eventoBack connections of the scope's factoring that a refresh of it read the SII (core-platform §7,
 * the real-time channel): screens refetch their lists when `cambios` > 0, and every screen's refresh note
 * ('Informacion actualizada hace X min', §2/§4) restarts from the new refresh even when nothing changed.
 * Every run that read the SII ('ok' or 'partial') is announced; a failed push is logged, never fatal.
 * @param run a refresh run of the scope's factoring.
 * @returns how many connections were told (0 for a failed run or a failed push).
 */
export async function announceChanges(
  deps: PushDeps & { logger: { error(message: string, data?: Record<string, unknown>): void } },
  scope: FactoringScope,
  run: RefreshRun,
): Promise<number> {
  if (run.status === 'failed') return 0;
  try {
    return await pushEventoBack(deps, scope, {
      evento: 'eventoBack',
      tipo: 'refresh',
      cambios: run.counts.written,
      fecha: run.startedAt,
    });
  } catch (error) {
    deps.logger.error('eventoBack push failed', { rutFactoring: scope.rutFactoring, error: String(error) });
    return 0;
  }
}
