import { systemScope } from '@lambdas/access/system-scope';
import type { SiiRole } from '@domain/sii-role';
import type { CessionRepository } from '@lambdas/store/cession-repository';

/**
 * Empties the cession partitions of the given factorings, every role and every date (Query plus batch delete; no
 * Scan), so that an integration test against dynalite starts from nothing.
 */
export async function emptyCessionPartitions(
  repository: CessionRepository,
  rutFactorings: readonly string[],
): Promise<void> {
  for (const scope of rutFactorings.map(systemScope)) {
    for (const role of ['cedente', 'cesionario', 'deudor'] as SiiRole[]) {
      const { items } = await repository.query(scope, { role, desde: '2000-01-01', hasta: '2100-12-31' });
      await repository.removeMany(scope, items);
    }
  }
}
