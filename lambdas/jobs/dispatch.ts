import type { JobMessage, JobQueue } from '../services/jobs/job-messages';
import type { JobServices } from '../services/jobs/job-services';

/** How many messages of each kind one dispatch sent. */
export type DispatchCounts = Record<JobMessage['kind'], number>;

/**
 * One tick of the 20-minute schedule (core-platform §9), shared by the dispatcher Lambda
 * and local mode's timer: asks the services for the tick's messages (a refresh per factoring, a client sync per
 * enrolled client) and sends them all to the queue, which fans them out to the workers.
 * @returns the messages sent, per kind.
 * @throws the services' error when the messages cannot be listed; the queue's when they cannot be sent.
 */
export async function dispatch(services: JobServices, queue: JobQueue, now: Date): Promise<DispatchCounts> {
  const messages = await services.scheduled(now);
  await queue.send(messages);
  const counts: DispatchCounts = {
    refresh: 0,
    'client-sync': 0,
    'client-db': 0,
    envios: 0,
    'consulta-masiva': 0,
    'judicial-sweep': 0,
    'judicial-watch': 0,
    webhook: 0,
  };
  for (const message of messages) counts[message.kind] += 1;
  return counts;
}
