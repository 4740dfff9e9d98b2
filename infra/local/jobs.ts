import { DeleteCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dispatch } from '@lambdas/jobs/dispatch';
import type { JobQueue } from '@lambdas/services/jobs/job-messages';
import type { JobServices } from '@lambdas/services/jobs/job-services';
import { runJob, type JobLogger, type LeasePort } from '@lambdas/jobs/run-job';
import { LocalJobQueue, type JobKind } from './queue';

/**
 * Jobs of each kind in flight at once on one machine (2 cores): the SII work overlaps its waiting on the local
 * SII; client databases are CPU-bound, one at a time; webhook deliveries mostly wait on receivers, and one factoring
 * holds at most config.webhooks.concurrencyPerFactoring (2) of them.
 */
export const LOCAL_CONCURRENCY: Record<JobKind, number> = {
  refresh: 2,
  'client-sync': 2,
  'client-db': 1,
  envios: 1,
  'consulta-masiva': 1,
  'judicial-sweep': 2,
  'judicial-watch': 1,
  webhook: 4,
};

/** Wait before a message whose lease is held elsewhere is tried again (as the client-db queue's delay on AWS). */
const RETRY_DELAY_MS = 60_000;

/**
 * Delivery delay of the client-db messages on one machine: the client syncs of a tick finish a second or two apart,
 * and each asks for the factoring's client databases; waiting this long lets one build follow several of them (the
 * FIFO client-db queue on AWS waits 60 s for the same reason; here the first start should not wait that long).
 */
export const LOCAL_CLIENT_DB_DELAY_MS = 8_000;

/**
 * Delivery delay of envío messages on one machine: how often an envío in flight is asked about (the AWS queue's 20 s).
 */
export const LOCAL_ENVIOS_DELAY_MS = 2_000;

export interface LocalJobsOptions {
  services: JobServices;
  /** The leases table (LeaseRepository over dynalite). */
  leases: LeasePort;
  /** Time between ticks, milliseconds (the stack's 20 minutes). */
  intervalMs: number;
  log: (line: string) => void;
  /** Also log the runner's info lines (each job finished, skipped or postponed, each tick's counts); off by default. */
  verbose?: boolean;
  /** Overrides of {@link LOCAL_CONCURRENCY} per kind. */
  concurrency?: Partial<Record<JobKind, number>>;
  /** Default 60 seconds. */
  retryDelayMs?: number;
  /** Delivery delay of client-db messages, default {@link LOCAL_CLIENT_DB_DELAY_MS}. */
  clientDbDelayMs?: number;
  /** Wait before the first tick, milliseconds (default 0: a tick at start); the next ones follow every `intervalMs`. */
  firstTickDelayMs?: number;
}

export interface LocalJobs {
  /** The in-process queue: messages sent here run like SQS messages on AWS. */
  queue: JobQueue;
  /**
   * Resolves when the tick run at start, its messages and all their follow-ups have finished (never rejects); at once
   * when the first tick waits (firstTickDelayMs).
   */
  firstRun: Promise<void>;
  /**
   * Runs one tick now; resolves when its messages and their follow-ups have finished (never rejects; failures are
   * logged).
   */
  tick(): Promise<void>;
  /**
   * Stops the timer, drops waiting messages, resolves when the jobs in flight have finished, or after `graceMs` at
   * most (LocalJobQueue.stop). @returns how many jobs were left running.
   */
  stop(graceMs?: number): Promise<number>;
}

/**
 * Deletes every lease in the local leases table. Local mode only, before the first tick: one process owns the data
 * directory, so a lease found at start was left by a process stopped in the middle of a job, and would make the
 * first tick skip that work until the lease expired (up to LEASE_TTL_MS). A Scan is fine for the few local items.
 * @returns how many leases were deleted.
 * @throws the engine's error.
 */
export async function forgetStaleLeases(doc: DynamoDBDocumentClient, tableName: string): Promise<number> {
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({
        TableName: tableName,
        ProjectionExpression: '#lease',
        ExpressionAttributeNames: { '#lease': 'lease' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      await doc.send(new DeleteCommand({ TableName: tableName, Key: { lease: item.lease } }));
      deleted += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}

/**
 * The runner's structured logger over a one-line log: the message, then its data as JSON; info lines only when verbose.
 */
function lineLogger(log: (line: string) => void, verbose: boolean): JobLogger {
  const write = (message: unknown, data?: unknown) =>
    log(data === undefined ? String(message) : `${String(message)} ${JSON.stringify(data)}`);
  return { info: verbose ? write : () => undefined, warn: write, error: write };
}

/**
 * The AWS job pipeline on one machine (local mode): a timer every `intervalMs` (and one tick at start, or after
 * `firstTickDelayMs`) calls the same {@link dispatch} as the dispatcher Lambda, and an in-process queue
 * ({@link LocalJobQueue}) runs each message through the same {@link runJob} as the SQS worker, leases included.
 */
export function startLocalJobs(options: LocalJobsOptions): LocalJobs {
  const logger = lineLogger(options.log, options.verbose ?? false);
  const queue = new LocalJobQueue({
    run: (message, followUps) =>
      runJob(
        { services: options.services, leases: options.leases, queue: followUps, logger, clock: () => new Date() },
        message,
      ),
    concurrency: { ...LOCAL_CONCURRENCY, ...options.concurrency },
    retryDelayMs: options.retryDelayMs ?? RETRY_DELAY_MS,
    deliveryDelayMs: {
      'client-db': options.clientDbDelayMs ?? LOCAL_CLIENT_DB_DELAY_MS,
      envios: LOCAL_ENVIOS_DELAY_MS,
    },
    log: options.log,
  });
  const tick = async (): Promise<void> => {
    const batch = queue.open();
    try {
      const counts = await dispatch(options.services, batch.queue, new Date());
      logger.info('jobs dispatched', counts);
    } catch (error) {
      options.log(`jobs not dispatched: ${error instanceof Error ? error.message : String(error)}`);
    }
    await batch.settled();
  };
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setInterval(() => void tick(), options.intervalMs);
    timer.unref();
  };
  const delayMs = options.firstTickDelayMs ?? 0;
  let firstRun: Promise<void> = Promise.resolve();
  if (delayMs > 0) {
    timer = setTimeout(() => {
      void tick();
      schedule();
    }, delayMs);
    timer.unref();
  } else {
    firstRun = tick();
    schedule();
  }
  return {
    queue,
    firstRun,
    tick,
    stop: async (graceMs) => {
      // Either the first tick's wait or the interval: Node clears both kinds of timer alike.
      clearTimeout(timer);
      return queue.stop(graceMs);
    },
  };
}
