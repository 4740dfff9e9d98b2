import type { RefreshRunCounts, RefreshRunError } from '../../store/refresh-run-repository';

/** At most this many problems are kept in a stored run (the count keeps the total), so the item stays small. */
export const MAX_STORED_ERRORS = 100;

/** Collects what a refresh run met while it works: counters and the problems of bad files and rows. */
export class RunReport {
  readonly counts: RefreshRunCounts = { periodFiles: 0, rows: 0, written: 0, unchanged: 0, aecs: 0, aecsMissing: 0, errors: 0 };
  private readonly kept: RefreshRunError[] = [];

  /** Records one problem (a bad file, row or document) without stopping the run. */
  problem(error: RefreshRunError): void {
    this.counts.errors += 1;
    if (this.kept.length < MAX_STORED_ERRORS) this.kept.push(error);
  }

  /** The first {@link MAX_STORED_ERRORS} problems, in the order they were met. */
  get errors(): RefreshRunError[] {
    return [...this.kept];
  }
}

/** The message of anything thrown, for a run report. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
