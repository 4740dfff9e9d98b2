import { SQSClient } from '@aws-sdk/client-sqs';
import type { ServerConfig } from '../platform/config';
import { traceAwsClient } from '../platform/tracing';
import type { JobQueue } from '../services/jobs/job-messages';
import { SqsJobQueue } from './sqs-job-queue';

/** The queue used when none is configured: every send fails, so callers report it instead of losing work silently. */
const UNCONFIGURED: JobQueue = {
  send: async () => {
    throw new Error('cola de trabajos no configurada');
  },
};

/**
 * The job queue the API handlers send follow-up work to: the SQS queues of `config.queues` (AWS, sqs-job-queue.ts);
 * without queues one whose sends throw 'cola de trabajos no configurada' (local mode passes its in-process queue to
 * the API deps instead: createGraphqlDeps / createRestDeps overrides).
 */
export function createJobQueue(config: ServerConfig): JobQueue {
  return config.queues ? sqsJobQueue(config) : UNCONFIGURED;
}

/**
 * The SQS job queues of `config.queues`, for the dispatcher and the workers, which cannot run without them.
 * @throws Error when no job queues are configured (RC_QUEUE_*).
 */
export function sqsJobQueue(config: ServerConfig): SqsJobQueue {
  if (!config.queues) throw new Error('No hay colas de trabajo configuradas (RC_QUEUE_*)');
  return new SqsJobQueue(traceAwsClient(new SQSClient({ region: config.region })), config.queues);
}
