import { randomUUID } from 'node:crypto';
import type { LeaseRepository } from '../store/lease-repository';
import type { JobMessage, JobQueue } from '../services/jobs/job-messages';
import type { JobServices } from '../services/jobs/job-services';
import { JOB_TIMEOUT_MS } from '../platform/job-timeout';
import { recordJobRun } from '../platform/observability';

/**
 * How long a lease lasts without renewal: longer than a worker may run, so a live run never loses it, and shorter
 * than the 20-minute schedule, so a crashed run's lease has expired by the next cycle.
 */
export const LEASE_TTL_MS = JOB_TIMEOUT_MS + 60_000;

/**
 * Kinds whose every message must run, one at a time per lease: a client database has to be built after the last
 * change that asked for it, so a client-db message is never dropped while another build of the same factoring
 * runs (FIFO per factoring on SQS, serialized in the local queue, retried later when its lease is held).
 * Refreshes and client syncs are simply skipped then: the run in progress does the same work.
 */
export const SERIAL_KINDS: ReadonlySet<JobMessage['kind']> = new Set(['client-db']);

/**
 * The lease (and coalescing key) of a message: 'refresh#{rutFactoring}', 'client-sync#{rutFactoring}#{rutCliente}',
 * 'consulta-masiva#{rutFactoring}#{requestId}', 'judicial-sweep#{rut}' (one sweep of a RUT,
 * whichever factoring asked),
 * 'webhook#{rutFactoring}#{deliveryId}#{attempt}' or '{kind}#{rutFactoring}'. Two messages with the same lease ask
 * for the same work.
 */
export function leaseName(message: JobMessage): string {
  if (message.kind === 'client-sync') return `${message.kind}#${message.rutFactoring}#${message.rutCliente}`;
  if (message.kind === 'consulta-masiva') return `${message.kind}#${message.rutFactoring}#${message.requestId}`;
  if (message.kind === 'judicial-sweep') return `${message.kind}#${message.rut}`;
  if (message.kind === 'webhook')
    return `${message.kind}#${message.rutFactoring}#${message.deliveryId}#${message.attempt}`;
  return `${message.kind}#${message.rutFactoring}`;
}

/** The lease operations the runner needs (lambdas/store/lease-repository.ts). */
export type LeasePort = Pick<LeaseRepository, 'acquire' | 'renew' | 'release'>;

/** Where the runner reports: structured lines (message, then the data). Never given secrets. */
export type JobLogger = Pick<Console, 'info' | 'warn' | 'error'>;

export interface JobRunnerDeps {
  services: JobServices;
  leases: LeasePort;
  /** Receives the outcome's follow-up messages. */
  queue: JobQueue;
  logger: JobLogger;
  clock: () => Date;
  /** Lease lifetime; default {@link LEASE_TTL_MS}. The lease is renewed every third of it while the job runs. */
  leaseTtlMs?: number;
}

/**
 * What became of one message:
 * - 'done': the job ran (outcome 'ok', 'partial' or 'skipped') and its follow-ups were sent;
 * - 'failed': the job ran and failed (outcome 'failed'); its follow-ups were sent; counted by the failed-runs alarm;
 * - 'skipped-busy': a refresh or client sync whose lease another run holds (that run does the same work);
 * - 'retry-later': a client-db message whose lease another build holds; the transport tries it again later.
 */
export type JobRunResult = 'done' | 'failed' | 'skipped-busy' | 'retry-later';

/**
 * Runs one job message the same way on AWS (SQS worker) and locally (in-process queue): takes the message's
 * lease (a fresh owner id, {@link LEASE_TTL_MS}, renewed while the job runs), runs `services.run`, sends the
 * outcome's follow-ups and gives the lease back in every case; a run that got its outcome is counted in the JobRuns and
 * JobDuration metrics (observability.ts). Each message stands alone, so one slow or failing
 * factoring never holds up another's messages.
 * @throws when the job could not be attempted or finished: the lease store, `services.run` or the follow-up send
 *   failed (the transport retries the message; the lease is released first).
 */
export async function runJob(deps: JobRunnerDeps, message: JobMessage): Promise<JobRunResult> {
  const lease = leaseName(message);
  const owner = randomUUID();
  const ttlMs = deps.leaseTtlMs ?? LEASE_TTL_MS;
  if (!(await deps.leases.acquire(lease, owner, ttlMs, deps.clock()))) {
    if (SERIAL_KINDS.has(message.kind)) {
      deps.logger.info('job postponed: another run holds its lease', { lease });
      return 'retry-later';
    }
    deps.logger.info('job skipped: another run is doing the same work', { lease });
    return 'skipped-busy';
  }
  const heartbeat = setInterval(() => {
    deps.leases.renew(lease, owner, ttlMs, deps.clock()).then(
      (kept) => kept || deps.logger.warn('job lease lost while running', { lease }),
      (error: unknown) => deps.logger.warn('job lease not renewed', { lease, error: String(error) }),
    );
  }, ttlMs / 3);
  heartbeat.unref();
  const startedMs = Date.now();
  try {
    const outcome = await deps.services.run(message, deps.clock());
    const durationMs = Date.now() - startedMs;
    recordJobRun({ kind: message.kind, status: outcome.status, durationMs });
    if (outcome.followUps.length > 0) await deps.queue.send(outcome.followUps);
    deps.logger.info('job finished', {
      lease,
      status: outcome.status,
      followUps: outcome.followUps.length,
      durationMs,
    });
    return outcome.status === 'failed' ? 'failed' : 'done';
  } finally {
    clearInterval(heartbeat);
    // A release that fails leaves the lease to expire on its own; the job's own result still stands.
    await deps.leases
      .release(lease, owner)
      .catch((error: unknown) => deps.logger.warn('job lease not released', { lease, error: String(error) }));
  }
}
