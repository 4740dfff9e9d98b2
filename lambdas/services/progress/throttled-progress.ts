/** Least time between two progress writes of one job, milliseconds: the screens ask about every 5 s. */
const PROGRESS_EVERY_MS = 2_000;

/**
 * The progress of a long job (a factoring's first refresh, its first client list), written for the screens that
 * show it while their data is not there yet. Writes are serialized and at most one per {@link PROGRESS_EVERY_MS}; a
 * failed write is dropped, never failing the job.
 */
export class ThrottledProgress<T> {
  private written: Promise<void> = Promise.resolve();
  private lastWriteMs = Number.NEGATIVE_INFINITY;

  /** @param write stores one progress, stamped with the instant it was reported. */
  constructor(private readonly write: (progress: T, at: Date) => Promise<void>) {}

  /** Writes `progress` unless a write went out less than {@link PROGRESS_EVERY_MS} ago (`force` writes anyway). */
  report(progress: T, force = false): void {
    const nowMs = Date.now();
    if (!force && nowMs - this.lastWriteMs < PROGRESS_EVERY_MS) return;
    this.lastWriteMs = nowMs;
    this.written = this.written.then(() => this.write(progress, new Date(nowMs))).catch(() => undefined);
  }

  /** Resolves when every write asked for has been done (before the job writes its result over them). */
  settled(): Promise<void> {
    return this.written;
  }
}
