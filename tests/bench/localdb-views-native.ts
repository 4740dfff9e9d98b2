/**
 * The in-browser views of localdb-views.ts run in native SQLite (better-sqlite3, a dev-only dependency of the
 * benchmarks): the same view functions issue the same SQL through a LocalDbReader backed by better-sqlite3, over
 * the same database file, so the sql.js / native ratio isolates the engine (WebAssembly versus native code).
 */
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import type { SqlValue } from 'sql.js';
import type { LocalDbReader, SqlParams } from '@domain/client-db/db-reader';
import { clientRutOf, timeViews, type ViewTimings } from './localdb-views';
import { round } from './stats';

/** A LocalDbReader over an open better-sqlite3 database (prepared statements cached by SQL text and row shape). */
function nativeReader(db: Database.Database, clientRut: string): LocalDbReader {
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string, raw: boolean): Database.Statement => {
    const key = `${raw ? 'raw' : 'objects'}:${sql}`;
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = db.prepare(sql).raw(raw)));
    return statement;
  };
  return {
    clientRut,
    all: <T>(sql: string, params: SqlParams = []): T[] => prepared(sql, false).all(...params) as T[],
    values: (sql: string, params: SqlParams = []): SqlValue[][] => prepared(sql, true).all(...params) as SqlValue[][],
  };
}

/**
 * @param dbBytes a client database file (schema of domain/client-db/schema.ts) with metadata rutCliente.
 * @param runs repetitions per view.
 * @returns the open time in ms (deserialising the bytes into an in-memory database) and the view timings.
 * @throws Error when the file has no metadata rutCliente; better-sqlite3's SqliteError when a view's SQL fails.
 */
export function benchNativeViews(dbBytes: Uint8Array, runs: number): { openMs: number } & ViewTimings {
  const t0 = performance.now();
  const db = new Database(Buffer.from(dbBytes.buffer, dbBytes.byteOffset, dbBytes.byteLength));
  const openMs = performance.now() - t0;
  try {
    const rut = clientRutOf({
      exec: (sql) => [{ values: db.prepare(sql).raw().all() as unknown[][] }],
    });
    return { openMs: round(openMs, 2), ...timeViews(nativeReader(db, rut), runs) };
  } finally {
    db.close();
  }
}
