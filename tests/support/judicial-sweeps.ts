import { judicialErasure } from '@domain/judicial/erasure';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { JudicialSweepStore } from '@lambdas/store/judicial-sweep-store';
import type { E2ePlatform } from './demo-session';

/**
 * Deletes what the running platform keeps of `rut`'s court records, as the platform administrator's deletion does, so
 * that the next query of the RUT sweeps the tribunals again. The demo's judicial news
 * (infra/local/seed-judicial-news.ts) sweeps a portfolio RUT while the platform starts, and sweeps are shared by every
 * factoring: a test that watches a sweep's progress starts from none.
 * @throws the store's error.
 */
export async function forgetJudicialRecords(platform: E2ePlatform, rut: string): Promise<void> {
  const doc = createDynamoDocumentClient(platform.config);
  try {
    const store = new JudicialSweepStore(
      doc,
      platform.config.tables.judicialRecords,
      platform.config.judicial.cacheDays,
    );
    await store.erase(judicialErasure(rut, 'prueba', new Date(), 0));
  } finally {
    doc.destroy();
  }
}
