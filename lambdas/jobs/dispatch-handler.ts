import type { ScheduledEvent } from 'aws-lambda';
import { readServerConfig } from '../platform/config';
import { sqsJobQueue } from './create-job-queue';
import { createJobServices } from './create-job-services';
import { dispatch, type DispatchCounts } from './dispatch';
import type { JobQueue } from '../services/jobs/job-messages';
import type { JobServices } from '../services/jobs/job-services';
import { logger, observedHandler } from '../platform/observability';

/** The dispatcher's services and queue, built on the first invocation and reused while the container lives. */
let built: { services: JobServices; queue: JobQueue } | undefined;

/**
 * Reads the configuration and builds the services and the SQS queue (once per container: their SDK clients keep
 * their connections between invocations).
 * @throws ZodError for a missing or malformed configuration; Error when no job queues are configured.
 */
function dispatcher(): { services: JobServices; queue: JobQueue } {
  if (built) return built;
  const config = readServerConfig(process.env);
  built = { services: createJobServices(config), queue: sqsJobQueue(config) };
  return built;
}

/**
 * Lambda entry of the 20-minute schedule on AWS (infra/jobs.ts: EventBridge rule, async invoke): sends the tick's
 * messages (a refresh per factoring, a client sync per enrolled client) to the SQS job queues through
 * {@link dispatch}, stamped with the event's time (the invocation time when the event has none).
 * @returns the messages sent per kind.
 * @throws ZodError for a missing or malformed configuration; Error when no job queues are configured; the
 *   services' or SQS's error (Lambda retries the invocation, then hands it to the on-failure queue).
 */
async function handle(event: Partial<Pick<ScheduledEvent, 'time'>> = {}): Promise<DispatchCounts> {
  const { services, queue } = dispatcher();
  const now = event.time ? new Date(event.time) : new Date();
  const counts = await dispatch(services, queue, now);
  logger.info('jobs dispatched', { now: now.toISOString(), ...counts });
  return counts;
}

/** The Lambda entry point: {@link handle} with the request id, cold start and metrics flush of observability.ts. */
export const handler = observedHandler(handle);
