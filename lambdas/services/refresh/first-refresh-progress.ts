import type { FactoringScope } from '../../platform/factoring-scope';
import type { RefreshProgress, RefreshRunRepository } from '../../store/refresh-run-repository';

/** Least time between two progress writes of one run, milliseconds: the screens ask about every 5 s. */
const PROGRESS_EVERY_MS = 2_000;

/**
 * The progress of a factoring's first refresh, written under the run's key (refreshRuns) as its DTEs are built, for
 * the screens' 'Primera actualización en curso: n de m documentos' (the lists are empty until that run writes). Writes
 * are serialized and at most one per {@link PROGRESS_EVERY_MS}; a failed write is dropped, never failing the run.
 */
export class FirstRefreshProgress {
  private written: Promise<void> = Promise.resolve();
  private lastWriteMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly store: Pick<RefreshRunRepository, 'recordProgress'>,
    private readonly scope: FactoringScope,
    /** The run's startedAt (ISO), the key its record is written under. */
    private readonly startedAt: string,
  ) {}

  /** Writes `progreso` unless a write went out less than {@link PROGRESS_EVERY_MS} ago (`force` writes anyway). */
  report(progreso: RefreshProgress, force = false): void {
    const nowMs = Date.now();
    if (!force && nowMs - this.lastWriteMs < PROGRESS_EVERY_MS) return;
    this.lastWriteMs = nowMs;
    this.written = this.written
      .then(() => this.store.recordProgress(this.scope, this.startedAt, progreso, new Date(nowMs)))
      .catch(() => undefined);
  }

  /** Resolves when every write asked for has been done (before the run records itself over them). */
  settled(): Promise<void> {
    return this.written;
  }
}
