/**
 * `npm run bench -- capacity`: a small run of the 20-minute schedule against the local SII, measured, then the
 * capacity model (capacity-model.ts) extrapolated to 1,000 factorings × 2,000 clients (docs/capacity.md).
 * The demo world's two factorings and their enrolled clients (one factoring with radarVentas, so its clients' sales
 * exports are asked every cycle, the other without) are filled once with the local mode's fast pacing, then run for
 * three cycles (20, 40 and 60 minutes later: the hourly asks fall in the third) with the production pacing
 * (sii-settings.ts defaults) and every SII answer delayed by the simulated latency, a few new invoices issued before
 * each cycle. Each job runs on one of WORKERS job-service instances (each its own SII pacer, as each Lambda instance
 * has), kinds one after another. Requests are counted at the ports: a counting proxy in front of each SII host,
 * dynalite and s3rver.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pLimit from 'p-limit';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import { readFlags } from '@domain/permissions';
import { issueLiveSale } from '@infra/local/demo-world/live-sales';
import { LOCAL_SII_PACING, LOCAL_SII_RETRY } from '@infra/local/platform';
import { PRODUCTION_SII_PACING } from '@lambdas/platform/sii-settings';
import { systemScope } from '@lambdas/access/system-scope';
import { createJobServices } from '@lambdas/jobs/create-job-services';
import { JUDICIAL_DEFAULTS, type ServerConfig } from '@lambdas/platform/config';
import { readSiiWebSettings, type SiiHosts } from '@lambdas/platform/sii-settings';
import type { JobMessage } from '@lambdas/services/jobs/job-messages';
import { UserCompanyRepository } from '@lambdas/store/user-company-repository';
import { MAX_CONCURRENCY, WORKER_MEMORY_MB } from '@infra/jobs';
import type { LocalEngines } from '../support/local-engines';
import { startBenchSiiWorld } from './bench-sii-world';
import { capacity, type CapacityAnswer, type CapacityInputs, type JobProfile, type Prices } from './capacity-model';
import { startCountingProxy, type Classify, type CountingProxy } from './counting-proxy';
import { round } from './stats';

/** World scale: about 20 enrolled clients per factoring. */
const SCALE = 0.4;
/** The simulated SII answer time, ms (every data request; the real SII's is unknown, SII-PROTOCOLS.md §13). */
const SII_LATENCY_MS = 150;
/** Job-service instances running at once: the deployment's client sync workers. */
const WORKERS = MAX_CONCURRENCY.clientSync;
const STEADY_CYCLES = 3;
const QUIET = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** The production SII hosts (SII-PROTOCOLS.md §1) counted behind a proxy each; herculesr is the TLS login. */
const PROXIED_HOSTS = { palena: 'palena', reclamo: 'ws1', portalClave: 'zeusr', rcv: 'www4', cte: 'zeus' } as const;

/**
 * AWS list prices, us-east-1, as the pricing pages stood when last read (not reachable from this machine): Lambda
 * x86, SQS standard, DynamoDB on-demand (after the November 2024 cut), S3 Standard, NAT gateway.
 */
export const US_EAST_1_PRICES: Prices = {
  region: 'us-east-1',
  asOf: '2025-01 (assumed; not checked from this machine)',
  lambdaGbSecond: 0.0000166667,
  lambdaPerMillionRequests: 0.2,
  sqsPerMillionRequests: 0.4,
  dynamoPerMillionWrites: 0.625,
  dynamoPerMillionReads: 0.125,
  s3PerThousandWrites: 0.005,
  s3PerThousandReads: 0.0004,
  s3GbMonth: 0.023,
  natGatewayHour: 0.045,
  natGatewayGb: 0.045,
};

/**
 * Assumed for the extrapolation (not measured here): documents a client issues (5 a business day, about 2,400 kept
 * over 24 months), half the factorings with radarVentas, one judicial sweep per factoring a day asking every
 * tribunal once.
 */
const TARGET = {
  factorings: 1_000,
  clientsPerFactoring: 2_000,
  salesRadarShare: 0.5,
  newDocumentsPerClientPerDay: 5,
  documentsPerClient: 2_400,
  sweepsPerFactoringPerDay: 1,
} as const;

const dynamoClass: Classify = (req, body): Record<string, number> => {
  const action = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
  if (['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems', 'DescribeTable'].includes(action))
    return { reads: 1 };
  if (action === 'BatchWriteItem' || action === 'TransactWriteItems') {
    const parsed = JSON.parse(body.toString('utf8')) as {
      RequestItems?: Record<string, unknown[]>;
      TransactItems?: unknown[];
    };
    const items = parsed.TransactItems?.length ?? Object.values(parsed.RequestItems ?? {}).flat().length;
    return { writes: items, writeRequests: 1 };
  }
  return { writes: 1, writeRequests: 1 };
};
const s3Class: Classify = (req): Record<string, number> => {
  const listing = /[?&]list-type=/.test(req.url ?? '');
  return (req.method === 'GET' && !listing) || req.method === 'HEAD' ? { reads: 1 } : { writes: 1 };
};
const siiClass: Classify = () => ({ requests: 1 });

/** Counts of one phase, per job. */
interface PhaseCounts {
  jobs: number;
  seconds: number;
  sii: Record<string, number>;
  siiBytes: number;
  dynamo: Record<string, number>;
  s3: Record<string, number>;
}

/** The bench's answer: what was measured, the model at the measured size and at 1,000 × 2,000. */
export interface CapacityBench {
  measured: Record<string, PhaseCounts>;
  inputs: CapacityInputs;
  atMeasuredSize: CapacityAnswer;
  atTarget: CapacityAnswer;
}

/** Runs the simulation and the model (see the module docstring). */
export async function benchCapacity(): Promise<CapacityBench> {
  const world = await startBenchSiiWorld({
    name: 'bench-capacity',
    scale: SCALE,
    now: new Date(),
    factorings: (manifest) => manifest.factorings,
    withClients: true,
    behaviour: { faults: { seed: 'capacity', errorShare: 0, slowShare: 0, slowMs: 0 } },
  });
  const { worldDir, manifest, sii, engines, credentials } = world;
  const start = new Date();
  const proxies: CountingProxy[] = [];
  const proxy = async (target: string, classify: Classify) => {
    const started = await startCountingProxy(target, classify);
    proxies.push(started);
    return started;
  };
  try {
    const siiProxies = Object.fromEntries(
      await Promise.all(
        Object.entries(PROXIED_HOSTS).map(async ([field, name]) => [
          name,
          await proxy(sii.hosts[field as keyof typeof PROXIED_HOSTS], siiClass),
        ]),
      ),
    ) as Record<string, CountingProxy>;
    const dynamo = await proxy(engines.config.endpoints!.dynamodb!, dynamoClass);
    const s3 = await proxy(engines.config.endpoints!.s3!, s3Class);
    const hosts: SiiHosts = {
      ...sii.hosts,
      palena: siiProxies.palena!.url,
      reclamo: siiProxies.ws1!.url,
      portalClave: siiProxies.zeusr!.url,
      rcv: siiProxies.www4!.url,
      cte: siiProxies.zeus!.url,
      referencia: `${siiProxies.zeusr!.url}/cgi_misii/siihome.cgi`,
    };
    const configWith = (pacing: { concurrency: number; minIntervalMs: number }): ServerConfig => ({
      ...engines.config,
      endpoints: { ...engines.config.endpoints, dynamodb: dynamo.url, s3: s3.url },
      siiWeb: readSiiWebSettings({
        hosts,
        caPem: sii.caPem,
        pacing,
        retry: LOCAL_SII_RETRY,
      }),
    });

    const { doc } = engines;
    const [radarFactoring, plainFactoring] = manifest.factorings;
    await new UserCompanyRepository(doc, engines.config.tables.userCompanies).put({
      username: 'capacidad',
      rutEmpresa: radarFactoring!.rut,
      razonSocial: radarFactoring!.razonSocial,
      flags: readFlags({ radarVentas: '1' }),
    });
    const enrolled = async (rut: string) =>
      (await credentials.listClients(systemScope(rut)))
        .filter((client) => client.claveGuardada && client.estado !== 'Error Password')
        .map((client) => client.rutCliente);

    const noQueue = { send: async () => undefined };
    const pool = (pacing: { concurrency: number; minIntervalMs: number }) =>
      Array.from({ length: WORKERS }, () => createJobServices(configWith(pacing), QUIET, noQueue));
    /** Runs the messages on the pool (one job at a time per instance); returns how many asked for a client-db build. */
    const runAll = async (services: ReturnType<typeof pool>, messages: JobMessage[], now: Date) => {
      const free = [...services];
      const limit = pLimit(services.length);
      const outcomes = await Promise.all(
        messages.map((message) =>
          limit(async () => {
            const instance = free.pop()!;
            try {
              return await instance.run(message, now);
            } finally {
              free.push(instance);
            }
          }),
        ),
      );
      return outcomes.filter((outcome) => outcome.followUps.length > 0).length;
    };

    // Fill: the first refresh and syncs ask the whole history; fast pacing, no latency.
    const fast = pool(LOCAL_SII_PACING);
    await runAll(
      fast,
      manifest.factorings.map((f) => ({ kind: 'refresh', rutFactoring: f.rut })),
      start,
    );
    const clientsOf = new Map(
      await Promise.all(manifest.factorings.map(async (f) => [f.rut, await enrolled(f.rut)] as const)),
    );
    const syncs = (rut: string): JobMessage[] =>
      (clientsOf.get(rut) ?? []).map((rutCliente) => ({ kind: 'client-sync', rutFactoring: rut, rutCliente }));
    await runAll(fast, [...syncs(radarFactoring!.rut), ...syncs(plainFactoring!.rut)], start);
    await runAll(
      fast,
      manifest.factorings.map((f) => ({ kind: 'client-db', rutFactoring: f.rut })),
      start,
    );

    // Steady cycles: production pacing, every answer delayed.
    sii.control.setFaults({ seed: 'capacity', errorShare: 0, slowShare: 1, slowMs: SII_LATENCY_MS });
    const paced = pool(PRODUCTION_SII_PACING);
    const measured: Record<string, PhaseCounts> = {};
    const phase = async (name: string, messages: JobMessage[], now: Date, jobs = messages.length) => {
      for (const counting of proxies) counting.reset();
      sii.control.resetRequests();
      const t0 = performance.now();
      const changed = await runAll(paced, messages, now);
      const seconds = (performance.now() - t0) / 1000;
      const siiCounts = Object.fromEntries(
        Object.entries(siiProxies).map(([host, p]) => [host, p.counts().requests ?? 0]),
      );
      const proxied = Object.values(siiCounts).reduce((total, count) => total + count, 0);
      siiCounts.herculesr = sii.control.requests().length - proxied;
      const total = (measured[name] ??= { jobs: 0, seconds: 0, sii: {}, siiBytes: 0, dynamo: {}, s3: {} });
      total.jobs += jobs;
      // Wall time of the phase times the instances used, per job: the seconds one job held a worker.
      total.seconds += seconds * Math.min(WORKERS, messages.length);
      addInto(total.sii, siiCounts);
      total.siiBytes += Object.values(siiProxies).reduce((bytes, p) => bytes + (p.counts().bytes ?? 0), 0);
      addInto(total.dynamo, dynamo.counts());
      addInto(total.s3, s3.counts());
      return changed;
    };
    const radarClients = clientsOf.get(radarFactoring!.rut) ?? [];
    const plainClients = clientsOf.get(plainFactoring!.rut) ?? [];
    for (let cycle = 1; cycle <= STEADY_CYCLES; cycle++) {
      const now = new Date(start.getTime() + cycle * 20 * 60_000);
      // Half the clients issued an invoice since the last cycle.
      for (const rut of [...radarClients, ...plainClients].filter((_, i) => (i + cycle) % 2 === 0))
        await issueLiveSale(worldDir, rut, now);
      await phase(
        'refresh',
        manifest.factorings.map((f) => ({ kind: 'refresh', rutFactoring: f.rut })),
        now,
      );
      const radarChanged = await phase('radarSync', syncs(radarFactoring!.rut), now);
      const plainChanged = await phase('plainSync', syncs(plainFactoring!.rut), now);
      // One build per factoring; its cost is counted per client it rebuilt (those whose sync stored something).
      await phase(
        'clientBuild',
        manifest.factorings.map((f) => ({ kind: 'client-db', rutFactoring: f.rut })),
        now,
        Math.max(1, radarChanged + plainChanged),
      );
    }

    console.log(JSON.stringify({ bench: 'capacity measured (raw)', measured }));
    const storedBytes = bucketBytes(engines);
    const documents = manifest.counts.documentos;
    const profile = (name: string, memoryMB: number, latencyMs: number): JobProfile => {
      const counts = measured[name]!;
      const per = (value: number | undefined) => (value ?? 0) / counts.jobs;
      const siiRequests = Object.fromEntries(Object.entries(counts.sii).map(([host, n]) => [host, per(n)]));
      const siiSeconds = (Object.values(siiRequests).reduce((a, b) => a + b, 0) * Math.max(250, latencyMs / 4)) / 1000;
      return {
        siiRequests,
        siiBytes: per(counts.siiBytes),
        dynamoReads: per(counts.dynamo.reads),
        dynamoWrites: per(counts.dynamo.writes),
        s3Reads: per(counts.s3.reads),
        s3Writes: per(counts.s3.writes),
        otherSeconds: Math.max(0, per(counts.seconds) - siiSeconds),
        memoryMB,
      };
    };
    const inputs: CapacityInputs = {
      factorings: manifest.factorings.length,
      clientsPerFactoring: (radarClients.length + plainClients.length) / manifest.factorings.length,
      measuredClientsPerFactoring: (radarClients.length + plainClients.length) / manifest.factorings.length,
      salesRadarShare: 0.5,
      newDocumentsPerClientPerDay: 15,
      documentsPerClient: documents / Math.max(1, manifest.cedentes.length),
      s3BytesPerDocument: storedBytes / documents,
      siiLatencyMs: SII_LATENCY_MS,
      pacing: PRODUCTION_SII_PACING,
      workers: {
        refresh: MAX_CONCURRENCY.refresh,
        clientSync: MAX_CONCURRENCY.clientSync,
        clientDb: MAX_CONCURRENCY.clientDb,
        judicialSweep: MAX_CONCURRENCY.judicialSweep,
      },
      jobs: {
        refresh: profile('refresh', WORKER_MEMORY_MB.refresh, SII_LATENCY_MS),
        radarSync: profile('radarSync', WORKER_MEMORY_MB.clientSync, SII_LATENCY_MS),
        plainSync: profile('plainSync', WORKER_MEMORY_MB.clientSync, SII_LATENCY_MS),
        clientBuild: profile('clientBuild', WORKER_MEMORY_MB.clientDb, SII_LATENCY_MS),
      },
      judicial: {
        sweepsPerFactoringPerDay: TARGET.sweepsPerFactoringPerDay,
        requestsPerSweep: TRIBUNALS.length,
        ratePerSecond: JUDICIAL_DEFAULTS.ratePerSecond,
      },
      natGateways: 1,
      prices: US_EAST_1_PRICES,
    };
    return {
      measured,
      inputs,
      atMeasuredSize: capacity(inputs),
      atTarget: capacity({
        ...inputs,
        factorings: TARGET.factorings,
        clientsPerFactoring: TARGET.clientsPerFactoring,
        salesRadarShare: TARGET.salesRadarShare,
        newDocumentsPerClientPerDay: TARGET.newDocumentsPerClientPerDay,
        documentsPerClient: TARGET.documentsPerClient,
      }),
    };
  } finally {
    await Promise.all(proxies.map((counting) => counting.stop()));
    await world.stop();
  }
}

function addInto(total: Record<string, number>, counts: Record<string, number>): void {
  for (const [name, count] of Object.entries(counts)) total[name] = (total[name] ?? 0) + count;
}

/** Prefixes of the objects kept per client: its SII answers, its database, the raw answers archived, the AECs. */
const CLIENT_PREFIXES = ['client-files/', 'client-db/', 'sii-raw/', 'aec/'];

/**
 * Bytes of the objects under {@link CLIENT_PREFIXES} in the documents bucket, read from s3rver's directory (each
 * object's bytes are a file '<key>._S3rver_object'; its listing answered 500 on this bucket).
 */
function bucketBytes(engines: LocalEngines): number {
  let total = 0;
  for (const prefix of CLIENT_PREFIXES) {
    const folder = path.join(engines.dataDir, 's3', engines.config.buckets.documents, prefix);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }))
      if (name.endsWith('._S3rver_object')) total += statSync(path.join(folder, name)).size;
  }
  return total;
}

/** The figures of an answer worth a line each, rounded. */
export function summary(answer: CapacityAnswer): Record<string, number> {
  const flat: Record<string, number> = {};
  const put = (prefix: string, values: Record<string, number>) => {
    for (const [name, value] of Object.entries(values)) flat[`${prefix}.${name}`] = round(value, 2);
  };
  put('jobsPerCycle', answer.jobsPerCycle);
  put('jobSeconds', answer.jobSeconds);
  put('siiPerCycle', answer.siiRequestsPerCycleByHost);
  put('siiPerSecond', answer.siiRequestsPerSecondByHost);
  flat.siiPacingCeilingPerHost = round(answer.siiPacingCeilingPerHost, 2);
  put('lambdaConcurrency', answer.lambdaConcurrency);
  flat['sqs.messagesPerTick'] = round(answer.sqs.messagesPerTick);
  put('sqs.backlogAfterCycle', answer.sqs.backlogAfterCycle);
  put('dynamo', answer.dynamo);
  put('s3', answer.s3);
  put('costUsdPerMonth', answer.monthlyCostUsd);
  flat.costUsdPerFactoringPerMonth = round(answer.monthlyCostPerFactoringUsd, 2);
  return flat;
}
