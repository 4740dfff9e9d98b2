/**
 * Test support: a small client database built from the real schema DDL (domain/client-db/schema.ts) and
 * hand-written rows, served to {@link LocalDatabase} through a fake fetch and an in-memory file store.
 */
import initSqlJs, { type Database, type SqlValue } from 'sql.js';
import { CLIENT_DB_SCHEMA_SQL } from '@domain/client-db/schema';
import { fillViewAggregates } from '@lambdas/services/client-db/view-aggregates-sql';
import type { DatabaseFileStore, StoredDatabaseFile } from '@web/localdb/database-file-store';
import { LocalDatabase } from '@web/localdb/local-database';

export const CLIENT = '76000001-1';

/** Rows per table, each row a column -> value object. */
export type TableRows = Record<string, Record<string, SqlValue>[]>;

/** Builds the database bytes: schema + rows + the view aggregates of client `rut` (as the builder fills them). */
export async function buildClientDb(tables: TableRows, rut = CLIENT): Promise<Uint8Array> {
  const SQL = await initSqlJs();
  const db: Database = new SQL.Database();
  db.run(CLIENT_DB_SCHEMA_SQL);
  for (const [table, rows] of Object.entries(tables)) {
    for (const row of rows) {
      const columns = Object.keys(row);
      db.run(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        Object.values(row),
      );
    }
  }
  fillViewAggregates(db, rut);
  const bytes = db.export();
  db.close();
  return bytes;
}

/** In-memory {@link DatabaseFileStore}. */
export function memoryFileStore(): DatabaseFileStore & { files: Map<string, StoredDatabaseFile> } {
  const files = new Map<string, StoredDatabaseFile>();
  return {
    files,
    read: async (key) => files.get(key) ?? null,
    write: async (key, file) => void files.set(key, file),
    remove: async (key) => void files.delete(key),
  };
}

/** A fetch answering every GET with `bytes` and ETag '"v1"' (304 when If-None-Match matches), recording calls. */
export function fakeFetch(getBytes: () => Uint8Array, etag = '"v1"') {
  const calls: { url: string; ifNoneMatch: string | null; status: number }[] = [];
  const fn = (async (input: string | URL | Request, init?: RequestInit) => {
    const ifNoneMatch = new Headers(init?.headers).get('If-None-Match');
    const status = ifNoneMatch === etag ? 304 : 200;
    calls.push({ url: String(input), ifNoneMatch, status });
    if (status === 304) return new Response(null, { status: 304, headers: { ETag: etag } });
    const bytes = getBytes();
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: { ETag: etag, 'Content-Length': String(bytes.length) },
    });
  }) as typeof fetch;
  return { fn, calls };
}

/** A loaded {@link LocalDatabase} over the given rows; SQL failures throw instead of being logged. */
export async function loadTestDatabase(tables: TableRows, rut = CLIENT): Promise<LocalDatabase> {
  return loadDatabaseBytes(await buildClientDb(tables, rut), rut);
}

/** A loaded {@link LocalDatabase} over a built client database file (e.g. writeClientDb's bytes) of client `rut`. */
export async function loadDatabaseBytes(bytes: Uint8Array, rut: string): Promise<LocalDatabase> {
  const db = new LocalDatabase({
    loadSqlJs: () => initSqlJs(),
    fileStore: memoryFileStore(),
    fetch: fakeFetch(() => bytes).fn,
    now: () => 0,
    logError: (message, error) => {
      throw new Error(`${message}: ${String(error)}`);
    },
  });
  await db.loadDatabase({ url: 'https://storage.test/client.sqlite', rut });
  return db;
}

/** A librocv row with defaults (venta issued by the client, no flags). */
export function doc(fields: Record<string, SqlValue>): Record<string, SqlValue> {
  return {
    ventaOCompra: 'venta',
    tipoDTE: 33,
    rutEmisor: CLIENT,
    rutReceptor: '77000001-1',
    fechaEmision: '2025-03-01',
    fechaHoraEnSII: '2025-03-01 10:00:00',
    total: 1000,
    aceptado: 0,
    reclamado: 0,
    anulado: 0,
    rebajado: 0,
    ...fields,
  };
}

/**
 * A librocv row of the client's side of `book` with its counterparty: sales issued by the client to `party`,
 * purchases issued by `party` to the client; `fields` as in {@link doc}.
 */
export function bookDoc(
  book: 'venta' | 'compra',
  party: string,
  fields: Record<string, SqlValue>,
): Record<string, SqlValue> {
  return doc({
    ventaOCompra: book,
    rutEmisor: book === 'venta' ? CLIENT : party,
    rutReceptor: book === 'venta' ? party : CLIENT,
    ...fields,
  });
}

/** A cesion row with defaults (client as cedente). */
export function cesion(fields: Record<string, SqlValue>): Record<string, SqlValue> {
  return {
    tipoDTE: 33,
    rutEmisor: CLIENT,
    rutDeudor: '77000001-1',
    rutCedente: CLIENT,
    estadoCesion: 'Cesion Vigente',
    rutCesionario: '96000001-1',
    montoCesion: 1000,
    fechaHoraCesion: '2025-03-02 09:00:00',
    ...fields,
  };
}
