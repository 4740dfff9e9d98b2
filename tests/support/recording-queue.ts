import type { JobMessage, JobQueue } from '@lambdas/services/jobs/job-messages';

/** The job queue as a fake implementation of the port: it keeps what it was sent. */
export class RecordingQueue implements JobQueue {
  readonly sent: JobMessage[] = [];
  async send(messages: readonly JobMessage[]): Promise<void> {
    this.sent.push(...messages);
  }
}
