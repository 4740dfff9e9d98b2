import type { FactoringRepository } from '../../store/factoring-repository';
import type { RefreshRun } from '../../store/refresh-run-repository';
import { refreshFactoring, type RefreshDeps } from './refresh-factoring';
import { messageOf } from './run-report';

/**
 * Refreshes every registered factoring in turn (the 20-minute schedule of core-platform §4 "Refresh cycle"),
 * each as {@link refreshFactoring}: one factoring's failure is recorded and logged and the others still run.
 * @returns the recorded runs, in the order of factorings.list(); a factoring whose run could not even be
 *   recorded is logged and left out.
 * @throws only when the factorings cannot be listed.
 */
export async function refreshAll(
  deps: RefreshDeps & { factorings: FactoringRepository },
  input: { now: Date; windowDays?: number },
): Promise<RefreshRun[]> {
  const runs: RefreshRun[] = [];
  for (const factoring of await deps.factorings.list()) {
    try {
      runs.push(await refreshFactoring(deps, { rutFactoring: factoring.rut, ...input }));
    } catch (error) {
      deps.logger.error('refresh run not recorded', { rutFactoring: factoring.rut, error: messageOf(error) });
    }
  }
  return runs;
}
