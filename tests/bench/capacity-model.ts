/**
 * The capacity model of the 20-minute schedule (docs/capacity.md): from what one refresh, one client sync and one
 * client database build cost (measured against the local SII and engines by capacity.ts) and the deployment's
 * settings (infra/jobs.ts worker concurrency, the SII web client's pacing per host), what N factorings × M clients ask
 * of the SII per host, of Lambda, SQS, DynamoDB and S3 per cycle, which of them saturates first, and the monthly AWS
 * cost per factoring. Pure arithmetic, no I/O.
 */

/** Seconds of one refresh cycle (core-platform §9; infra/jobs.ts REFRESH_INTERVAL). */
export const CYCLE_SECONDS = 20 * 60;
/** Cycles in a 30-day month. */
export const CYCLES_PER_MONTH = (30 * 24 * 3600) / CYCLE_SECONDS;
/** Cycles of a business day (10 hours) over which clients issue their documents. */
const BUSINESS_CYCLES_PER_DAY = (10 * 3600) / CYCLE_SECONDS;
/** DynamoDB's throughput limit of one partition, write units per second (AWS DynamoDB developer guide). */
export const PARTITION_WRITES_PER_SECOND = 1_000;
/** A worker's time-out, seconds (infra/jobs.ts WORKER_TIMEOUT, Lambda's maximum). */
export const WORKER_TIMEOUT_SECONDS = 15 * 60;
/** Lambda's default concurrency quota of an account in one region (raised on request through Service Quotas). */
export const ACCOUNT_CONCURRENCY = 1_000;
/** S3's request rate per key prefix (AWS S3 performance guidelines): PUT/COPY/POST/DELETE and GET/HEAD per second. */
export const S3_PREFIX_LIMITS = { writes: 3_500, reads: 5_500 } as const;

/** What one job costs, as measured: SII requests by host, DynamoDB and S3 requests, time not spent on the SII. */
export interface JobProfile {
  /** SII requests (attempts) per job by production host name ('palena', 'zeusr', 'www4', …). */
  siiRequests: Record<string, number>;
  /** Bytes the SII answered per job (through the fixed egress IP's NAT gateway on AWS). */
  siiBytes: number;
  /** DynamoDB read requests (GetItem, Query, Scan, BatchGetItem) per job. */
  dynamoReads: number;
  /** DynamoDB items written (PutItem, UpdateItem, DeleteItem; each item of a batch or transaction) per job. */
  dynamoWrites: number;
  /** S3 GET/HEAD requests per job. */
  s3Reads: number;
  /** S3 PUT/POST/DELETE/LIST requests per job. */
  s3Writes: number;
  /** Seconds of the job not spent waiting on the SII (CPU, the engines), measured. */
  otherSeconds: number;
  /** The worker's memory, MB (infra/jobs.ts). */
  memoryMB: number;
}

/** AWS prices used (USD), with the region and the date they were read. */
export interface Prices {
  region: string;
  asOf: string;
  lambdaGbSecond: number;
  lambdaPerMillionRequests: number;
  sqsPerMillionRequests: number;
  dynamoPerMillionWrites: number;
  dynamoPerMillionReads: number;
  s3PerThousandWrites: number;
  s3PerThousandReads: number;
  s3GbMonth: number;
  natGatewayHour: number;
  natGatewayGb: number;
}

/** The model's inputs. */
export interface CapacityInputs {
  factorings: number;
  clientsPerFactoring: number;
  /** Share of factorings whose users have radarVentas (their clients' sales exports are asked every cycle), 0..1. */
  salesRadarShare: number;
  /** New sales documents a client issues per day (during a 10-hour business day). */
  newDocumentsPerClientPerDay: number;
  /** Documents a client's 24 months hold: the S3 bytes kept per client scale with it. */
  documentsPerClient: number;
  /** S3 bytes kept per document of a client (its answers and its database), measured. */
  s3BytesPerDocument: number;
  /** The SII's answer time per request, ms. */
  siiLatencyMs: number;
  /** The SII web client's pacing per host and per worker instance (lambdas/platform/sii-settings.ts). */
  pacing: { concurrency: number; minIntervalMs: number };
  /** Workers of each kind running at once (infra/jobs.ts MAX_CONCURRENCY). */
  workers: { refresh: number; clientSync: number; clientDb: number; judicialSweep: number };
  /**
   * Measured profiles: a refresh, a sync of a radarVentas factoring's client, of another's, one client's build. The
   * refresh's figures are of a factoring of `measuredClientsPerFactoring` clients and scale with its size (the
   * documents it follows grow with its clients).
   */
  measuredClientsPerFactoring: number;
  jobs: { refresh: JobProfile; radarSync: JobProfile; plainSync: JobProfile; clientBuild: JobProfile };
  /** The judicial radar: sweeps per factoring per day, requests per sweep, rate per worker (config.judicial). */
  judicial: { sweepsPerFactoringPerDay: number; requestsPerSweep: number; ratePerSecond: number };
  /** Availability zones with a NAT gateway for the fixed SII egress IP (infra/egress.ts). */
  natGateways: number;
  prices: Prices;
}

/** One bounded resource: what a cycle needs against what the setting allows; breaks when the ratio passes 1. */
export interface Constraint {
  name: string;
  needed: number;
  available: number;
  ratio: number;
  /** The setting that moves `available`. */
  setting: string;
}

/** The model's answer for one cycle (20 minutes) at steady state, and the month's cost. */
export interface CapacityAnswer {
  jobsPerCycle: { refresh: number; radarSync: number; plainSync: number; clientBuild: number };
  /** Seconds one job takes at the given latency and pacing. */
  jobSeconds: { refresh: number; radarSync: number; plainSync: number; clientBuild: number };
  siiRequestsPerCycleByHost: Record<string, number>;
  /** Requests per second the SII sees per host, averaged over the cycle. */
  siiRequestsPerSecondByHost: Record<string, number>;
  /** The most requests per second per host the workers' pacing allows, all SII workers at once. */
  siiPacingCeilingPerHost: number;
  /** Lambda instances busy on average (Little's law: jobs × seconds / cycle), per worker kind. */
  lambdaConcurrency: { refresh: number; clientSync: number; clientDb: number; judicialSweep: number };
  /** Messages a tick puts on each queue, and those left at the next tick when the workers cannot keep up. */
  sqs: { messagesPerTick: number; backlogAfterCycle: Record<'refresh' | 'clientSync' | 'clientDb', number> };
  dynamo: { readsPerSecond: number; writesPerSecond: number; hottestPartitionWritesPerSecond: number };
  s3: { readsPerSecond: number; writesPerSecond: number; storedGB: number };
  monthlyCostUsd: Record<string, number>;
  monthlyCostPerFactoringUsd: number;
  /** Every bounded resource, the most saturated first. */
  constraints: Constraint[];
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** A profile times `factor`: every count and the job's own seconds (its memory unchanged). */
export function scaled(job: JobProfile, factor: number): JobProfile {
  return {
    ...job,
    siiRequests: Object.fromEntries(Object.entries(job.siiRequests).map(([host, n]) => [host, n * factor])),
    siiBytes: job.siiBytes * factor,
    dynamoReads: job.dynamoReads * factor,
    dynamoWrites: job.dynamoWrites * factor,
    s3Reads: job.s3Reads * factor,
    s3Writes: job.s3Writes * factor,
    otherSeconds: job.otherSeconds * factor,
  };
}

/**
 * Seconds one job takes: its own time plus, per SII host, its requests spaced by the pacing (at least
 * minIntervalMs between starts, at most `concurrency` in flight of `latencyMs` each).
 */
export function jobSeconds(job: JobProfile, latencyMs: number, pacing: CapacityInputs['pacing']): number {
  const perRequestMs = Math.max(pacing.minIntervalMs, latencyMs / pacing.concurrency);
  return job.otherSeconds + (sum(Object.values(job.siiRequests)) * perRequestMs) / 1000;
}

/**
 * Share of clients with at least one new document within `cycles` cycles (Poisson arrivals over the business day),
 * 0..1.
 */
export function changedShare(documentsPerDay: number, cycles: number): number {
  return 1 - Math.exp((-documentsPerDay * cycles) / BUSINESS_CYCLES_PER_DAY);
}

/**
 * Runs the model (see the module docstring).
 * @returns the cycle's figures, the month's cost by service and per factoring, and the constraints sorted by ratio.
 */
export function capacity(inputs: CapacityInputs): CapacityAnswer {
  const { factorings: f, clientsPerFactoring: c, pacing, workers, prices } = inputs;
  const jobs = { ...inputs.jobs, refresh: scaled(inputs.jobs.refresh, c / inputs.measuredClientsPerFactoring) };
  const radarFactorings = f * inputs.salesRadarShare;
  // A radarVentas factoring's clients are re-read every cycle; the others' sales hourly, so a third of the cycles.
  const built =
    radarFactorings * c * changedShare(inputs.newDocumentsPerClientPerDay, 1) +
    ((f - radarFactorings) * c * changedShare(inputs.newDocumentsPerClientPerDay, 3)) / 3;
  const jobsPerCycle = {
    refresh: f,
    radarSync: radarFactorings * c,
    plainSync: (f - radarFactorings) * c,
    clientBuild: built,
  };
  const kinds = Object.keys(jobsPerCycle) as (keyof typeof jobsPerCycle)[];
  const seconds = Object.fromEntries(
    kinds.map((kind) => [kind, jobSeconds(jobs[kind], inputs.siiLatencyMs, pacing)]),
  ) as CapacityAnswer['jobSeconds'];
  const perCycle = (pick: (job: JobProfile) => number) =>
    sum(kinds.map((kind) => jobsPerCycle[kind] * pick(jobs[kind])));

  const hosts = [...new Set(kinds.flatMap((kind) => Object.keys(jobs[kind].siiRequests)))].sort();
  const siiRequestsPerCycleByHost = Object.fromEntries(
    hosts.map((host) => [host, perCycle((job) => job.siiRequests[host] ?? 0)]),
  );
  const siiRequestsPerSecondByHost = Object.fromEntries(
    hosts.map((host) => [host, siiRequestsPerCycleByHost[host]! / CYCLE_SECONDS]),
  );
  const perWorkerCeiling = Math.min(
    1000 / Math.max(pacing.minIntervalMs, 1e-9),
    (pacing.concurrency * 1000) / inputs.siiLatencyMs,
  );
  const siiPacingCeilingPerHost = (workers.refresh + workers.clientSync) * perWorkerCeiling;

  const busy = (kind: keyof typeof jobsPerCycle) => (jobsPerCycle[kind] * seconds[kind]) / CYCLE_SECONDS;
  const judicialRequestsPerCycle =
    (f * inputs.judicial.sweepsPerFactoringPerDay * inputs.judicial.requestsPerSweep * CYCLE_SECONDS) / 86_400;
  const judicialSecondsPerCycle = judicialRequestsPerCycle / inputs.judicial.ratePerSecond;
  const lambdaConcurrency = {
    refresh: busy('refresh'),
    clientSync: busy('radarSync') + busy('plainSync'),
    clientDb: busy('clientBuild'),
    judicialSweep: judicialSecondsPerCycle / CYCLE_SECONDS,
  };
  const backlog = (jobsOfKind: number, busyWorkers: number, maxWorkers: number) =>
    busyWorkers <= maxWorkers ? 0 : jobsOfKind * (1 - maxWorkers / busyWorkers);
  const syncs = jobsPerCycle.radarSync + jobsPerCycle.plainSync;
  const sqs = {
    // The dispatcher's refresh and sync messages, and a client-db follow-up of each refresh and each sync that stored.
    messagesPerTick: f + syncs + f + built,
    backlogAfterCycle: {
      refresh: backlog(f, lambdaConcurrency.refresh, workers.refresh),
      clientSync: backlog(syncs, lambdaConcurrency.clientSync, workers.clientSync),
      clientDb: backlog(built, lambdaConcurrency.clientDb, workers.clientDb),
    },
  };

  const dynamoReads = perCycle((job) => job.dynamoReads);
  const dynamoWrites = perCycle((job) => job.dynamoWrites);
  // Every item of a factoring's tables shares its partition key (rutFactoring): its syncs, at most all the sync
  // workers at once, write to one partition.
  const hottestPartitionWritesPerSecond =
    (Math.min(workers.clientSync, c) * jobs.radarSync.dynamoWrites) / Math.max(seconds.radarSync, 1e-9);
  const s3Reads = perCycle((job) => job.s3Reads);
  const s3Writes = perCycle((job) => job.s3Writes);
  const storedGB = (f * c * inputs.documentsPerClient * inputs.s3BytesPerDocument) / 1e9;

  const month = CYCLES_PER_MONTH;
  const lambdaGbSeconds =
    month * sum(kinds.map((kind) => jobsPerCycle[kind] * seconds[kind] * (jobs[kind].memoryMB / 1024)));
  const invocations = month * sum(kinds.map((kind) => jobsPerCycle[kind]));
  // Each message is sent (in batches of 10), received and deleted.
  const sqsRequests = month * sqs.messagesPerTick * (0.1 + 1 + 1);
  const siiGB = (month * perCycle((job) => job.siiBytes)) / 1e9;
  const monthlyCostUsd = {
    lambda: lambdaGbSeconds * prices.lambdaGbSecond + (invocations / 1e6) * prices.lambdaPerMillionRequests,
    sqs: (sqsRequests / 1e6) * prices.sqsPerMillionRequests,
    dynamodb:
      ((month * dynamoWrites) / 1e6) * prices.dynamoPerMillionWrites +
      ((month * dynamoReads) / 1e6) * prices.dynamoPerMillionReads,
    s3:
      ((month * s3Writes) / 1e3) * prices.s3PerThousandWrites +
      ((month * s3Reads) / 1e3) * prices.s3PerThousandReads +
      storedGB * prices.s3GbMonth,
    natGateway: inputs.natGateways * 730 * prices.natGatewayHour + siiGB * prices.natGatewayGb,
  };
  const total = sum(Object.values(monthlyCostUsd));

  const busiestHost = Math.max(...Object.values(siiRequestsPerSecondByHost), 0);
  const constraint = (name: string, needed: number, available: number, setting: string): Constraint => ({
    name,
    needed,
    available,
    ratio: needed / available,
    setting,
  });
  const constraints = [
    constraint(
      'SII requests per second on the busiest host vs the pacing of every SII worker',
      busiestHost,
      siiPacingCeilingPerHost,
      'siiWeb.pacing (RC_SII_WEB: concurrency, minIntervalMs) and MAX_CONCURRENCY.refresh/clientSync (infra/jobs.ts)',
    ),
    constraint(
      "One factoring's refresh vs the worker time-out (one instance, its own pacer)",
      seconds.refresh,
      WORKER_TIMEOUT_SECONDS,
      'siiWeb.pacing.minIntervalMs, refreshWindowDays, or the refresh split per document range into several messages',
    ),
    constraint(
      'Refresh workers busy',
      lambdaConcurrency.refresh,
      workers.refresh,
      'MAX_CONCURRENCY.refresh (infra/jobs.ts)',
    ),
    constraint(
      'Client sync workers busy',
      lambdaConcurrency.clientSync,
      workers.clientSync,
      'MAX_CONCURRENCY.clientSync (infra/jobs.ts)',
    ),
    constraint(
      'Client database workers busy',
      lambdaConcurrency.clientDb,
      workers.clientDb,
      'MAX_CONCURRENCY.clientDb (infra/jobs.ts)',
    ),
    constraint(
      'Judicial sweep workers busy',
      lambdaConcurrency.judicialSweep,
      workers.judicialSweep,
      'MAX_CONCURRENCY.judicialSweep (infra/jobs.ts) and config.judicial.ratePerSecond',
    ),
    constraint(
      'Lambda instances busy, all workers, vs the account quota',
      sum(Object.values(lambdaConcurrency)),
      ACCOUNT_CONCURRENCY,
      'the account Lambda concurrency quota (Service Quotas), once MAX_CONCURRENCY is raised past it',
    ),
    constraint(
      'DynamoDB writes per second on one factoring partition',
      hottestPartitionWritesPerSecond,
      PARTITION_WRITES_PER_SECOND,
      'partition keys of lambdas/store/tables.ts (write sharding)',
    ),
    constraint(
      "S3 PUT/LIST per second on one factoring's prefix",
      (Math.min(workers.clientSync, c) * jobs.radarSync.s3Writes) / Math.max(seconds.radarSync, 1e-9),
      S3_PREFIX_LIMITS.writes,
      'key prefixes of the documents bucket (client-files/{factoring}/…)',
    ),
  ].sort((a, b) => b.ratio - a.ratio);

  return {
    jobsPerCycle,
    jobSeconds: seconds,
    siiRequestsPerCycleByHost,
    siiRequestsPerSecondByHost,
    siiPacingCeilingPerHost,
    lambdaConcurrency,
    sqs,
    dynamo: {
      readsPerSecond: dynamoReads / CYCLE_SECONDS,
      writesPerSecond: dynamoWrites / CYCLE_SECONDS,
      hottestPartitionWritesPerSecond,
    },
    s3: { readsPerSecond: s3Reads / CYCLE_SECONDS, writesPerSecond: s3Writes / CYCLE_SECONDS, storedGB },
    monthlyCostUsd,
    monthlyCostPerFactoringUsd: total / f,
    constraints,
  };
}
