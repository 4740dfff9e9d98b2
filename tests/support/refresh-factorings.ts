import { systemScope } from '@lambdas/access/system-scope';
import { refreshFactoring, type RefreshDeps } from '@lambdas/services/refresh/refresh-factoring';
import type { FactoringRepository } from '@lambdas/store/factoring-repository';
import type { RefreshRun } from '@lambdas/store/refresh-run-repository';

/**
 * Refreshes every registered factoring in turn with one gateway (a directory of SII files), as one tick of the
 * schedule would (lambdas/jobs/platform-job-services.ts sends a refresh per factoring), for tests that need a whole
 * world refreshed. @returns the recorded runs, in the order of factorings.list().
 */
export async function refreshFactorings(
  deps: RefreshDeps & { factorings: Pick<FactoringRepository, 'list'> },
  input: { now: Date; windowDays?: number },
): Promise<RefreshRun[]> {
  const runs: RefreshRun[] = [];
  for (const factoring of await deps.factorings.list())
    runs.push(await refreshFactoring(deps, { scope: systemScope(factoring.rut), ...input }));
  return runs;
}
