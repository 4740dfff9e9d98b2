/**
 * `npm run bench -- sii-refresh`: one factoring holding about 5,000 documents refreshed
 * through the SII web client against the local SII (its default faults: 2 % error answers, 2 % slow ones), with the
 * same job services a deployment builds (lambdas/jobs/create-job-services.ts). Reports the wall time, the SII requests
 * per document on the first run and on a repeat run twenty minutes later with no change (target: at most 10 % of the
 * first run's), the bytes of answers archived, and the time from a new cession appearing at the local SII to its row
 * in the store the screens read, when the next refresh cycle runs (the wait for that cycle, up to 20 minutes, comes
 * on top).
 */
import { systemScope } from '@lambdas/access/system-scope';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { CHILE_TIME_ZONE, todayInChile } from '@domain/chile-time';
import { LOCAL_SII_PACING, LOCAL_SII_RETRY } from '@infra/local/platform';
import { createJobServices } from '@lambdas/jobs/create-job-services';
import { createS3Client } from '@lambdas/platform/aws-clients';
import { readSiiWebSettings } from '@lambdas/platform/sii-settings';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { RefreshRunRepository } from '@lambdas/store/refresh-run-repository';
import { round } from './stats';
import { startBenchSiiWorld } from './bench-sii-world';

/** World scale at which the first factoring holds about 5,000 documents (it takes about 60 % of the world's). */
const SCALE = 1.7;
const QUIET = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The bench's numbers. */
export interface SiiRefreshMetrics {
  documents: number;
  firstRunSeconds: number;
  firstRunRequests: number;
  firstRequestsPerDocument: number;
  repeatRunSeconds: number;
  repeatRunRequests: number;
  repeatShareOfFirstPct: number;
  archivedMB: number;
  newCessionToStoredSeconds: number;
}

/** Runs the benchmark (see the module docstring). */
export async function benchSiiRefresh(): Promise<SiiRefreshMetrics> {
  const now = new Date();
  const world = await startBenchSiiWorld({
    name: 'bench-sii-refresh',
    scale: SCALE,
    now,
    factorings: (manifest) => manifest.factorings.slice(0, 1),
    withClients: false,
    siiWeb: (sii) =>
      readSiiWebSettings({
        hosts: sii.hosts,
        caPem: sii.caPem,
        pacing: LOCAL_SII_PACING,
        retry: LOCAL_SII_RETRY,
      }),
  });
  const { worldDir, sii, engines } = world;
  const factoring = world.manifest.factorings[0]!;
  const { doc, s3 } = engines;
  try {
    const services = createJobServices(engines.config, QUIET);
    const runs = new RefreshRunRepository(doc, engines.config.tables.refreshRuns);
    const refresh = async (at: Date) => {
      sii.control.resetRequests();
      const started = performance.now();
      await services.run({ kind: 'refresh', rutFactoring: factoring.rut }, at);
      const seconds = (performance.now() - started) / 1000;
      const run = (await runs.latest(systemScope(factoring.rut)))!;
      return { seconds, requests: sii.control.requests().length, run };
    };

    const first = await refresh(now);
    const documents = first.run.counts.aecs + first.run.counts.aecsMissing;
    const repeat = await refresh(new Date(now.getTime() + 20 * 60_000));

    const folio = appendNewCession(worldDir, factoring.rut);
    await sii.control.reindex();
    const appeared = performance.now();
    await services.run({ kind: 'refresh', rutFactoring: factoring.rut }, new Date(now.getTime() + 40 * 60_000));
    const found = await new CessionRepository(doc, engines.config.tables.cessions).query(systemScope(factoring.rut), {
      role: 'cesionario',
      desde: todayInChile(now),
      hasta: todayInChile(now),
      folio,
    });
    if (found.items.length === 0) throw new Error(`la cesión nueva (folio ${folio}) no quedó guardada`);
    const newCessionToStoredSeconds = (performance.now() - appeared) / 1000;

    return {
      documents,
      firstRunSeconds: round(first.seconds),
      firstRunRequests: first.requests,
      firstRequestsPerDocument: round(first.requests / documents, 2),
      repeatRunSeconds: round(repeat.seconds),
      repeatRunRequests: repeat.requests,
      repeatShareOfFirstPct: round((100 * repeat.requests) / first.requests),
      archivedMB: round((await archivedBytes(s3, engines.config.buckets.documents, factoring.rut)) / 1_048_576, 2),
      newCessionToStoredSeconds: round(newCessionToStoredSeconds, 2),
    };
  } finally {
    await world.stop();
  }
}

/**
 * A cession that appears at the SII: a row copied from the factoring's newest TXT cesionario answer under a folio no
 * document has, ceded now, appended to that answer.
 * @returns its folio.
 */
function appendNewCession(worldDir: string, rutFactoring: string): number {
  const folder = path.join(worldDir, 'periodos', rutFactoring);
  const hasta = (name: string) => {
    const day = name.slice(-12, -4);
    return `${day.slice(4)}${day.slice(2, 4)}${day.slice(0, 2)}`;
  };
  const newest = readdirSync(folder)
    .filter((name) => name.startsWith(`CESIONES_${rutFactoring}_2_`) && name.endsWith('.txt'))
    .sort((a, b) => hasta(b).localeCompare(hasta(a)))[0]!;
  const lines = readFileSync(path.join(folder, newest), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const model = lines[2]!.split(';');
  const folio = 8_000_000 + Math.floor(Math.random() * 100_000);
  model[6] = String(folio);
  // FCH_CESION is the third field from the end (only MAIL_CESIONARIO may hold extra ';').
  model[model.length - 3] = format(new Date(), 'yyyy-MM-dd HH:mm', { in: tz(CHILE_TIME_ZONE) });
  appendFileSync(path.join(folder, newest), `${model.join(';')}\n`);
  return folio;
}

/** Bytes of every archived answer of the factoring (sii-raw/{rut}/…). */
async function archivedBytes(s3: ReturnType<typeof createS3Client>, bucket: string, rut: string): Promise<number> {
  let total = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `sii-raw/${rut}/`, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) total += object.Size ?? 0;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return total;
}
