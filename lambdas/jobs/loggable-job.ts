import type { JobMessage } from '../services/jobs/job-messages';

/** A job message as the logs may hold it: everything but a webhook's body. */
export type LoggableJob = Omit<JobMessage, 'body'> & { bodyBytes?: number };

/**
 * What the workers log of a message: a webhook message keeps its kind, factoring, event type, event id, delivery and
 * attempt, and gives only its body's size in bytes, since the body is the factoring's event with its debtors and
 * amounts; other kinds name only their work and are kept whole.
 */
export function loggableJob(message: JobMessage): LoggableJob {
  if (message.kind !== 'webhook') return message;
  const { body, ...rest } = message;
  return { ...rest, bodyBytes: Buffer.byteLength(body) };
}
