import type { RefreshRunCounts, RefreshRunError, RejectedRow } from '../../store/refresh-run-repository';

/** At most this many problems are kept in a stored run (the count keeps the total), so the item stays small. */
export const MAX_STORED_ERRORS = 100;
/** At most this many rejected period rows are kept in a stored run (the count keeps the total). */
export const MAX_STORED_REJECTED_ROWS = 500;

/** Collects what a refresh run met while it works: counters, the problems of bad answers, and the rejected rows. */
export class RunReport {
  readonly counts: RefreshRunCounts = {
    periodFiles: 0,
    rows: 0,
    written: 0,
    unchanged: 0,
    aecs: 0,
    aecsMissing: 0,
    errors: 0,
    rejectedRows: 0,
    requested: { aec: 0, events: 0, reception: 0 },
  };
  private readonly kept: RefreshRunError[] = [];
  private readonly rejected: RejectedRow[] = [];

  /** Records one problem (a bad or missing answer, a bad row) without stopping the run. */
  problem(error: RefreshRunError): void {
    this.counts.errors += 1;
    if (this.kept.length < MAX_STORED_ERRORS) this.kept.push(error);
  }

  /** Records a row of an SII answer that the parser rejected (also a problem of the run). */
  rejectedRow(row: RejectedRow): void {
    this.problem({
      source: row.archivo,
      line: row.linea,
      message: row.campo ? `${row.campo}: ${row.motivo}` : row.motivo,
    });
    this.counts.rejectedRows += 1;
    if (this.rejected.length < MAX_STORED_REJECTED_ROWS) this.rejected.push(row);
  }

  /** The first {@link MAX_STORED_ERRORS} problems, in the order they were met. */
  get errors(): RefreshRunError[] {
    return [...this.kept];
  }

  /** The first {@link MAX_STORED_REJECTED_ROWS} rejected rows, in the order they were met. */
  get rejectedRows(): RejectedRow[] {
    return [...this.rejected];
  }
}

/** The message of anything thrown, for a run report. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
