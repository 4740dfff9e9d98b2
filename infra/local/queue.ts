import type { JobMessage, JobQueue } from '@lambdas/services/jobs/job-messages';
import { leaseName, SERIAL_KINDS, type JobRunResult } from '@lambdas/jobs/run-job';

export type JobKind = JobMessage['kind'];

export interface LocalJobQueueOptions {
  /**
   * Runs one message to its end: runJob with the local deps, exactly as the SQS worker does, with `followUps` as
   * the runner's queue (so the follow-ups belong to the same batch as the message).
   */
  run(message: JobMessage, followUps: JobQueue): Promise<JobRunResult>;
  /** Jobs of each kind in flight at most (the SQS event sources' maxConcurrency on AWS). */
  concurrency: Record<JobKind, number>;
  /** Wait before a message answered 'retry-later' (its lease held elsewhere) is sent again, milliseconds. */
  retryDelayMs: number;
  /**
   * How long a new message of a kind waits before it may run, milliseconds (the client-db queue's delivery delay on
   * AWS): identical messages sent meanwhile join it, so a burst of changes asks for one build. None by default.
   */
  deliveryDelayMs?: Partial<Record<JobKind, number>>;
  log(line: string): void;
}

/** A batch of work: a queue whose messages (and their follow-ups) are tracked, and when they have all finished. */
export interface JobBatch {
  queue: JobQueue;
  /** Resolves once every message sent through `queue`, and every follow-up they caused, has finished or was dropped. */
  settled(): Promise<void>;
}

/** A message waiting, running or due for a retry, with the batches waiting for it. */
interface Entry {
  message: JobMessage;
  key: string;
  batches: Set<number>;
  /** Epoch milliseconds before which it may not start (its kind's delivery delay). */
  notBefore: number;
}

/**
 * The SQS job queues on one machine (ARCHITECTURE.md data flow: "local: in-process queue"), with the same
 * delivery rules as on AWS:
 * - at most `concurrency[kind]` jobs of a kind run at once; the kinds never wait for each other;
 * - a message identical to one still waiting is dropped (the waiting one will do that work, after the change that
 *   asked for it);
 * - identical messages of a serial kind (client-db, lambdas/jobs/run-job.ts) run one after another, like the
 *   FIFO group per factoring on AWS; others are started and left to the runner's lease (a second refresh of a
 *   factoring is skipped while the first runs);
 * - a job that throws is logged and dropped (the next cycle does the work again) and never stops the others;
 * - a 'retry-later' answer sends the message again after `retryDelayMs`;
 * - a kind with a delivery delay waits that long before it may start, gathering identical messages meanwhile; a
 *   webhook message waits its own delaySeconds (the SQS per-message delay on AWS).
 */
export class LocalJobQueue implements JobQueue {
  private readonly waiting: Entry[] = [];
  private readonly inFlight: Record<JobKind, number> = {
    refresh: 0,
    'client-sync': 0,
    'client-db': 0,
    envios: 0,
    'consulta-masiva': 0,
    'judicial-sweep': 0,
    'judicial-watch': 0,
    webhook: 0,
  };
  /** Leases of the jobs in flight, with how many run under each. */
  private readonly runningKeys = new Map<string, number>();
  private readonly running = new Set<Promise<void>>();
  private readonly retries = new Map<NodeJS.Timeout, Entry>();
  private wakeTimer: NodeJS.Timeout | null = null;
  /** Per open batch, how many entries it waits for, and who waits for it to settle. */
  private readonly outstanding = new Map<number, number>();
  private readonly settledWaiters = new Map<number, (() => void)[]>();
  private nextBatch = 0;
  private stopped = false;
  /** Set when stop() stopped waiting for the jobs in flight. */
  private abandoned = false;

  constructor(private readonly options: LocalJobQueueOptions) {}

  /** Queues the messages (in no batch) and starts what the limits allow; after stop() messages are dropped. */
  async send(messages: readonly JobMessage[]): Promise<void> {
    this.enqueue(messages, new Set());
  }

  /** A new batch: what is sent through its queue is tracked until it and its follow-ups have finished. */
  open(): JobBatch {
    const batch = this.nextBatch++;
    return {
      queue: { send: async (messages) => this.enqueue(messages, new Set([batch])) },
      settled: () =>
        this.outstanding.has(batch)
          ? new Promise((resolve) =>
              this.settledWaiters.set(batch, [...(this.settledWaiters.get(batch) ?? []), resolve]),
            )
          : Promise.resolve(),
    };
  }

  /**
   * Drops the waiting messages and pending retries and resolves when the jobs in flight have finished, or after
   * `graceMs` at most: the jobs still running are then left to fail as the engines close (their failures are not
   * logged). Leaving them is safe on one machine: every job is done again by a later cycle, and the next start forgets
   * their leases (forgetStaleLeases).
   * @returns how many jobs were left running (0 when all finished in time).
   */
  async stop(graceMs = Number.POSITIVE_INFINITY): Promise<number> {
    this.stopped = true;
    for (const entry of this.waiting.splice(0)) this.finished(entry.batches);
    for (const [timer, entry] of this.retries) {
      clearTimeout(timer);
      this.finished(entry.batches);
    }
    this.retries.clear();
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeTimer = null;
    const finished = Promise.allSettled([...this.running]).then(() => true);
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<boolean>((resolve) => {
      if (Number.isFinite(graceMs)) timer = setTimeout(() => resolve(false), graceMs);
    });
    const allFinished = await Promise.race([finished, gaveUp]);
    clearTimeout(timer);
    if (allFinished) return 0;
    this.abandoned = true;
    return this.running.size;
  }

  private enqueue(messages: readonly JobMessage[], batches: ReadonlySet<number>): void {
    if (this.stopped) return;
    for (const message of messages) {
      const key = leaseName(message);
      const entry = this.waiting.find((candidate) => candidate.key === key);
      const joining = entry ? [...batches].filter((batch) => !entry.batches.has(batch)) : [...batches];
      for (const batch of joining) this.outstanding.set(batch, (this.outstanding.get(batch) ?? 0) + 1);
      if (entry) for (const batch of joining) entry.batches.add(batch);
      else this.waiting.push({ message, key, batches: new Set(batches), notBefore: this.deliveryTime(message) });
    }
    this.pump();
  }

  /** When a new message may start (epoch ms; 0 at once): its kind's delay, or a webhook retry's own backoff. */
  private deliveryTime(message: JobMessage): number {
    const delay =
      message.kind === 'webhook' ? message.delaySeconds * 1000 : (this.options.deliveryDelayMs?.[message.kind] ?? 0);
    return delay > 0 ? Date.now() + delay : 0;
  }

  /** Pumps again when the earliest delayed message becomes due (one timer at a time). */
  private wakeForDelayed(): void {
    if (this.wakeTimer || this.stopped) return;
    const next = Math.min(...this.waiting.map((entry) => entry.notBefore).filter((at) => at > Date.now()));
    if (!Number.isFinite(next)) return;
    this.wakeTimer = setTimeout(
      () => {
        this.wakeTimer = null;
        this.pump();
      },
      next - Date.now() + 1,
    );
  }

  /** Starts every waiting message its kind's limit (and, for serial kinds, its lease) lets run, oldest first. */
  private pump(): void {
    for (let index = 0; index < this.waiting.length;) {
      const entry = this.waiting[index]!;
      const { kind } = entry.message;
      const busy =
        this.inFlight[kind] >= this.options.concurrency[kind] ||
        (SERIAL_KINDS.has(kind) && this.runningKeys.has(entry.key));
      if (busy || entry.notBefore > Date.now()) {
        index += 1;
        continue;
      }
      this.waiting.splice(index, 1);
      this.start(entry);
    }
    this.wakeForDelayed();
  }

  private start(entry: Entry): void {
    const { message, key, batches } = entry;
    this.inFlight[message.kind] += 1;
    this.runningKeys.set(key, (this.runningKeys.get(key) ?? 0) + 1);
    let retrying = false;
    const followUps: JobQueue = { send: async (messages) => this.enqueue(messages, batches) };
    const job: Promise<void> = this.options
      .run(message, followUps)
      .then(
        (result) => {
          if (result === 'retry-later' && !this.stopped) {
            retrying = true;
            this.retryLater(entry);
          }
        },
        (error: unknown) => {
          if (!this.abandoned)
            this.options.log(`job ${key} failed: ${error instanceof Error ? error.message : String(error)}`);
        },
      )
      .finally(() => {
        this.inFlight[message.kind] -= 1;
        const left = (this.runningKeys.get(key) ?? 1) - 1;
        if (left > 0) this.runningKeys.set(key, left);
        else this.runningKeys.delete(key);
        this.running.delete(job);
        if (!retrying) this.finished(batches);
        this.pump();
      });
    this.running.add(job);
  }

  private retryLater(entry: Entry): void {
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      this.enqueue([entry.message], entry.batches);
      this.finished(entry.batches);
    }, this.options.retryDelayMs);
    this.retries.set(timer, entry);
  }

  /** One entry of these batches is done; a batch with nothing left settles. */
  private finished(batches: ReadonlySet<number>): void {
    for (const batch of batches) {
      const left = (this.outstanding.get(batch) ?? 1) - 1;
      if (left > 0) {
        this.outstanding.set(batch, left);
        continue;
      }
      this.outstanding.delete(batch);
      for (const resolve of this.settledWaiters.get(batch) ?? []) resolve();
      this.settledWaiters.delete(batch);
    }
  }
}
