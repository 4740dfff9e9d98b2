/**
 * A demo client of a running local platform issues an invoice at the local SII and the client sync that reads it is
 * queued: what the sales-ledger radar's browser test and its benchmark (tests/bench/ledger-radar-latency.ts) start
 * from.
 */
import path from 'node:path';
import { issueLiveSale } from '@infra/local/demo-world/live-sales';
import { createS3Client } from '@lambdas/platform/aws-clients';
import { ClientFileStore } from '@lambdas/services/client-sync/client-file-store';
import { rcvFileName } from '@lambdas/sii/web/answer-names';
import { formatInChile } from '@web/lib/chile-time';
import type { startE2ePlatform } from './e2e-platform';

/**
 * Issues an invoice of `rutCliente` now ({@link issueLiveSale}) and queues its client sync for `rutFactoring`. The
 * client's stored sales export of this month is made two hours old first, since a sync asks it again only once its
 * copy is older than the schedule allows (half a cycle for a factoring with radarVentas, an hour otherwise:
 * lambdas/services/client-sync/sync-plan.ts).
 * @returns the new invoice's folio.
 * @throws Error when the client has no invoice to copy, this month or the last; S3's error when its files cannot be
 * read.
 */
export async function issueInvoiceAndSync(
  platform: Awaited<ReturnType<typeof startE2ePlatform>>,
  rutFactoring: string,
  rutCliente: string,
): Promise<number> {
  const now = new Date();
  const sale = await issueLiveSale(path.join(platform.dataDir, 'demo-world'), rutCliente, now);
  if (!sale) throw new Error(`${rutCliente} no tiene ventas este mes`);
  const s3 = createS3Client(platform.config);
  try {
    const store = new ClientFileStore(s3, platform.config.buckets.documents, rutFactoring);
    const manifest = await store.manifest(rutCliente);
    const name = rcvFileName(rutCliente, { operacion: 'VENTA', periodo: formatInChile(now, 'yyyyMM') });
    // A month the client's syncs never asked (the world's export of it began with this sale) is asked anyway.
    const asked = manifest[name];
    if (asked) {
      manifest[name] = { ...asked, at: new Date(now.getTime() - 2 * 3_600_000).toISOString() };
      await store.putManifest(rutCliente, manifest);
    }
  } finally {
    s3.destroy();
  }
  await platform.jobs.queue.send([{ kind: 'client-sync', rutFactoring, rutCliente }]);
  return sale.folio;
}
