import type { JobMessage } from './job-messages';

/** What one job did: its status for logs and alarms, and the jobs it asks for next. */
export interface JobOutcome {
  /** 'skipped' when the work was not needed (e.g. nothing enrolled); 'failed' when it ran and failed. */
  status: 'ok' | 'partial' | 'failed' | 'skipped';
  /** Jobs to enqueue after this one (e.g. a refresh that stored changes asks for its client databases). */
  followUps: JobMessage[];
}

/**
 * The services behind the job messages, the same on AWS (SQS workers) and locally (in-process queue): the runner
 * (lease, queue, retries) calls them and knows nothing of the SII; they know nothing of queues.
 */
export interface JobServices {
  /** The messages of one scheduled tick: a refresh per factoring and a client sync per enrolled client. */
  scheduled(now: Date): Promise<JobMessage[]>;
  /** Runs one message's work. @throws only when the job could not even be attempted (its store is down). */
  run(message: JobMessage, now: Date): Promise<JobOutcome>;
}
