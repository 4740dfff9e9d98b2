import type { CessionRecord } from '@domain/cession';
import { systemScope } from '@lambdas/access/system-scope';
import type { CessionRepository } from '@lambdas/store/cession-repository';

/**
 * Seeds cessions of any factorings: the repository writes one factoring's records per call, so they are stored in
 * one upsertMany per factoring, under its systemScope.
 */
export async function storeCessions(
  repository: Pick<CessionRepository, 'upsertMany'>,
  records: readonly CessionRecord[],
): Promise<void> {
  for (const rutFactoring of new Set(records.map((record) => record.rutFactoring))) {
    const own = records.filter((record) => record.rutFactoring === rutFactoring);
    await repository.upsertMany(systemScope(rutFactoring), own);
  }
}
