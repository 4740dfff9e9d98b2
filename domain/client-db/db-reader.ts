/**
 * Read access to one client's database file (the schema of domain/client-db/schema.ts) that the views of
 * domain/client-db/views need: in the browser the in-browser client database (web/src/localdb), on the server the
 * same file opened with sql.js, so a screen and a server answer read the same figures the same way.
 */

/** A value SQLite returns or binds: number, text, blob or NULL (sql.js's SqlValue). */
export type DbValue = number | string | Uint8Array | null;

/** Bound parameters of a query (positional '?'). */
export type SqlParams = DbValue[];

/** The loaded client's RUT and a query that returns rows as objects. */
export interface LocalDbReader {
  /** RUT of the loaded client ('NNNNNNNN-D'). */
  readonly clientRut: string;
  /**
   * Runs one SELECT with bound parameters and returns its rows (column name -> value), typed by the caller.
   * Failures are logged and give [] (client-radar.md §4); corruption throws.
   */
  all<T>(sql: string, params?: SqlParams): T[];
  /**
   * The same as {@link all} with each row as its values in column order: no object per row, for the views that read
   * thousands of rows and sum them.
   */
  values(sql: string, params?: SqlParams): DbValue[][];
}
