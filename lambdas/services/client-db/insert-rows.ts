import type { Database, SqlValue, Statement } from 'sql.js';

/** Rows per INSERT statement: one call into SQLite per batch instead of per row (at most 14 × 64 variables). */
const BATCH = 64;

/**
 * Inserts rows into a table with prepared multi-row INSERTs (the caller wraps calls in a transaction).
 * @param columns the columns to fill, in the table's names; each row is read by those keys (undefined → NULL).
 * @throws the SQLite error of the first batch that violates a constraint.
 */
export function insertRows<T extends object>(
  db: Database,
  table: string,
  columns: readonly (keyof T & string)[],
  rows: Iterable<T>,
): void {
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const prepare = (count: number): Statement =>
    db.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array.from({ length: count }, () => tuple).join(', ')}`,
    );
  const batch = prepare(BATCH);
  let values: SqlValue[] = [];
  let pending = 0;
  try {
    for (const row of rows) {
      for (const column of columns) values.push((row[column] ?? null) as SqlValue);
      if (++pending === BATCH) {
        batch.run(values);
        values = [];
        pending = 0;
      }
    }
    if (pending > 0) {
      const rest = prepare(pending);
      try {
        rest.run(values);
      } finally {
        rest.free();
      }
    }
  } finally {
    batch.free();
  }
}
