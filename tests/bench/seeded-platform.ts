/**
 * The local platform of the acquired-pages benchmarks (acquired-page.ts, aec-zip-request.ts) and of the paged-loading
 * browser test (tests/e2e/acquired-pages.test.ts): `npm start`'s platform on
 * free ports and a temporary data directory, its SII source the real ST CAPITAL S.A. period answer of April 2019
 * (so exactly one factoring and one demo user exist, and nothing falls in today's window), then a fixed load
 * written straight to the stores: `documents` acquired cessions spread over `cedentes` cedentes in the last `days` days
 * (7 by default: the acquired screen's default window) and the real SEQ-2 AEC stored for the first `aecs` of them.
 */
import { storeCessions } from '@tests/support/store-cessions';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { format, parseISO, subDays } from 'date-fns';
import pLimit from 'p-limit';
import type { CessionRecord } from '@domain/cession';
import { todayInChile } from '@domain/chile-time';
import { rutFromBody } from '@domain/rut';
import type { DemoUser } from '@infra/local/seed-tenants';
import { createDynamoDocumentClient, createS3Client } from '@lambdas/platform/aws-clients';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { aecKey, DocumentStore } from '@lambdas/store/document-store';
import { cessionRecord } from '../support/cession-factory';
import { startE2ePlatform } from '../support/e2e-platform';
import { siiFixture } from '../support/fixtures';
import { round } from './stats';

const SII_DIR = siiFixture('secretline__lib-cl-sii-python/cesionario_txt');
const AEC_FIXTURE = siiFixture('cordada__lib-cl-sii-python/sii-rtc/AEC--76354771-K--33--170--SEQ-2.xml');

/** The started platform, its only user, the seeded cessions (in seeding order) and how long seeding took. */
export interface SeededPlatform {
  platform: Awaited<ReturnType<typeof startE2ePlatform>>;
  user: DemoUser;
  records: CessionRecord[];
  seedSeconds: number;
}

/**
 * Starts and seeds the platform (see the module docstring); call `platform.stop()` when done.
 * @param documents cessions to store (default 5,000); @param cedentes distinct cedentes (default 100);
 * @param aecs cessions that get a stored AEC (default 1,000); @param extra cessions stored after those, given the
 * factoring's rut and today 'yyyy-MM-dd' (Chile time); @param days the days back, today included, the cessions'
 * dates cycle over.
 * @throws Error when the platform does not start or does not create exactly one user.
 */
export async function startSeededPlatform(
  documents = 5_000,
  cedentes = 100,
  aecs = 1_000,
  extra: (rutFactoring: string, today: string) => CessionRecord[] = () => [],
  days = 7,
): Promise<SeededPlatform> {
  const platform = await startE2ePlatform({ siiDir: SII_DIR });
  try {
    const user = platform.users[0];
    if (platform.users.length !== 1 || !user) throw new Error(`expected one demo user, got ${platform.users.length}`);
    const rutFactoring = user.factorings[0]!.rut;
    const today = parseISO(todayInChile(new Date()));
    const generated = Array.from({ length: documents }, (_, i) => {
      const cedente = {
        rut: rutFromBody(77_100_000 + (i % cedentes) * 13),
        razonSocial: `CEDENTE BENCH ${i % cedentes}`,
      };
      const folio = 500_000 + i;
      const fecha = format(subDays(today, i % days), 'yyyy-MM-dd');
      const monto = 100_000 + ((i * 7_919) % 9_900_000);
      return cessionRecord({
        rutFactoring,
        folio,
        emisor: cedente,
        cedente,
        deudor: { rut: rutFromBody(96_000_000 + (i % 50) * 17), razonSocial: `DEUDOR BENCH ${i % 50}` },
        montoDocumento: monto,
        montoCedido: monto,
        fechaEmision: fecha,
        fechaCesion: `${fecha} ${String(8 + (i % 10)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
        fechaVencimiento: fecha,
        fechaRecepcion: `${fecha} 08:00:00`,
        aecKey: aecKey({ rutEmisor: cedente.rut, tipoDTE: 33, folio }, 1),
        sourceFile: 'bench',
      });
    });
    const records = [...generated, ...extra(rutFactoring, format(today, 'yyyy-MM-dd'))];
    const t0 = performance.now();
    const doc = createDynamoDocumentClient(platform.config);
    await storeCessions(new CessionRepository(doc, platform.config.tables.cessions), records);
    doc.destroy();
    const s3 = createS3Client(platform.config);
    const store = new DocumentStore(s3, platform.config.buckets.documents);
    const bytes = new Uint8Array(fs.readFileSync(AEC_FIXTURE));
    const limit = pLimit(8);
    await Promise.all(records.slice(0, aecs).map((record) => limit(() => store.putAec(record.aecKey!, bytes))));
    s3.destroy();
    return { platform, user, records, seedSeconds: round((performance.now() - t0) / 1000) };
  } catch (error) {
    await platform.stop();
    throw error;
  }
}
