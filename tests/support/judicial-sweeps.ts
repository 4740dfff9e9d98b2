import { judicialErasure } from '@domain/judicial/erasure';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { systemScope } from '@lambdas/access/system-scope';
import { JudicialSweepStore } from '@lambdas/store/judicial-sweep-store';
import type { E2ePlatform } from './demo-session';

/** The running platform's judicial store, for `use`; its client destroyed after. */
async function withStore<T>(platform: E2ePlatform, use: (store: JudicialSweepStore) => Promise<T>): Promise<T> {
  const doc = createDynamoDocumentClient(platform.config);
  try {
    return await use(
      new JudicialSweepStore(doc, platform.config.tables.judicialRecords, platform.config.judicial.cacheDays),
    );
  } finally {
    doc.destroy();
  }
}

/**
 * Deletes what the running platform keeps of `rut`'s court records, as the platform administrator's deletion does, so
 * that the next query of the RUT sweeps the tribunals again. The demo's judicial news
 * (infra/local/seed-judicial-news.ts) sweeps a portfolio RUT while the platform starts, and sweeps are shared by every
 * factoring: a test that watches a sweep's progress starts from none.
 * @throws the store's error.
 */
export async function forgetJudicialRecords(platform: E2ePlatform, rut: string): Promise<void> {
  await withStore(platform, (store) => store.erase(judicialErasure(rut, 'prueba', new Date(), 0)));
}

/**
 * When the factoring last asked the running platform for `rut` (ISO), or null when it keeps no query record of it.
 * @throws the store's error.
 */
export async function judicialQueryOf(
  platform: E2ePlatform,
  rutFactoring: string,
  rut: string,
): Promise<string | null> {
  return withStore(platform, (store) => store.askedAt(systemScope(rutFactoring), rut));
}
