import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { createDynamoDocumentClient } from '../platform/aws-clients';
import { readServerConfig } from '../platform/config';
import { LeaseRepository } from '../store/lease-repository';
import { sqsJobQueue } from './create-job-queue';
import { createJobServices } from './create-job-services';
import type { JobMessage } from '../services/jobs/job-messages';
import { failedRunMetricLine } from './job-metrics';
import { loggableJob } from './loggable-job';
import { LEASE_TTL_MS, runJob, type JobRunnerDeps } from './run-job';
import { decodeJobMessage, type SqsJobQueue } from './sqs-job-queue';
import { appendScopeKeys, logger, observedHandler } from '../platform/observability';

/** The worker's runner deps and queue, built on the first invocation and reused while the container lives. */
let built: { deps: JobRunnerDeps; queue: SqsJobQueue } | undefined;

/**
 * Reads the configuration and builds the services, the leases and the SQS queue (once per container: their SDK
 * clients keep their connections between invocations).
 * @throws ZodError for a missing or malformed configuration; Error when no job queues are configured.
 */
function worker(): { deps: JobRunnerDeps; queue: SqsJobQueue } {
  if (built) return built;
  const config = readServerConfig(process.env);
  const queue = sqsJobQueue(config);
  const deps: JobRunnerDeps = {
    services: createJobServices(config),
    leases: new LeaseRepository(createDynamoDocumentClient(config), config.tables.leases),
    queue,
    logger,
    clock: () => new Date(),
  };
  built = { deps, queue };
  return built;
}

/**
 * Runs SQS records of the job queues one after another through {@link runJob} and answers with the records SQS must
 * deliver again (ReportBatchItemFailures), so one record's failure never re-runs another's work:
 * - a job that ran and failed is not retried (the next cycle does the work again) but is counted in the
 *   FailedRuns metric (an Embedded Metric Format line given to `writeLine`);
 * - a job that could not be attempted (store down, malformed body) is counted too and returned as a failure:
 *   SQS retries it and, after three receives, moves it to the dead-letter queue;
 * - a client-db message whose lease is held is hidden until that lease must have expired ({@link LEASE_TTL_MS})
 *   and returned as a failure, so it runs after the build that holds the lease.
 * Never throws: every error is reported for its own record.
 */
export async function runRecords(
  deps: JobRunnerDeps,
  queue: Pick<SqsJobQueue, 'postpone'>,
  records: readonly SQSRecord[],
  writeLine: (line: string) => void = writeMetricLine,
): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of records) {
    let message: JobMessage | undefined;
    try {
      message = decodeJobMessage(record.body);
      appendScopeKeys(message.kind, message.rutFactoring);
      const result = await runJob(deps, message);
      if (result === 'failed') writeLine(failedRunMetricLine(message, 'failed', deps.clock()));
      if (result === 'retry-later') {
        batchItemFailures.push({ itemIdentifier: record.messageId });
        // Not postponed, the message comes back after the queue's own visibility timeout: later, never lost.
        await queue
          .postpone(message, record.receiptHandle, LEASE_TTL_MS / 1000)
          .catch((error: unknown) =>
            deps.logger.warn('job not postponed', { messageId: record.messageId, error: String(error) }),
          );
      }
    } catch (error) {
      deps.logger.error('job not run', {
        messageId: record.messageId,
        message: message && loggableJob(message),
        error: error instanceof Error ? error.message : String(error),
      });
      if (message) writeLine(failedRunMetricLine(message, 'error', deps.clock()));
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

/**
 * Lambda entry of the three job workers (infra/jobs.ts: refresh, client sync and client-db queues, one message per
 * batch): {@link runRecords} over the event's records with this container's services, leases and queues.
 * @throws ZodError for a missing or malformed configuration; Error when no job queues are configured.
 */
async function handle(event: SQSEvent): Promise<SQSBatchResponse> {
  const { deps, queue } = worker();
  return runRecords(deps, queue, event.Records);
}

/**
 * Writes an Embedded Metric Format line straight to stdout: CloudWatch Logs only extracts metrics from log events
 * that are pure JSON, and Lambda's console methods prefix each line with a timestamp and request id.
 */
function writeMetricLine(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** The Lambda entry point: {@link handle} with the request id, cold start and metrics flush of observability.ts. */
export const handler = observedHandler(handle);
