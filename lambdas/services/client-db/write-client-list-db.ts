/**
 * Writes a factoring's client-list database (client-radar.md §3: empresas, kpis, metadata; `GET api/empresas`).
 */
import type { Database, SqlJsStatic, SqlValue } from 'sql.js';
import { CLIENT_LIST_DB_SCHEMA_SQL } from '@domain/client-db/schema';
import { insertRows } from './insert-rows';
import { monthMetadata } from './month-metadata';
import type { KpiRow } from './write-client-db';

/** An empresas row of the client list. */
export interface EmpresaRow {
  rut: string;
  razonsocial: string;
  /** Comma-separated executive e-mails, '' when none. */
  ejecutivo: string;
  estado: string | null;
  tamano: number | null;
  correo: string | null;
  telefono: string | null;
}

/** The empresas columns, in the schema's order. */
const EMPRESA_COLUMNS = ['rut', 'razonsocial', 'ejecutivo', 'estado', 'tamano', 'correo', 'telefono'] as const;

/**
 * Builds the client list.
 * @param empresas one row per client; kpis every client's KPI rows; months the 'yyyy-MM' with data.
 * @returns the SQLite file's bytes.
 */
export function writeClientListDb(
  SQL: SqlJsStatic,
  empresas: readonly EmpresaRow[],
  kpis: readonly KpiRow[],
  rutFactoring: string,
  now: Date,
): Uint8Array {
  const db = new SQL.Database();
  try {
    db.exec(CLIENT_LIST_DB_SCHEMA_SQL);
    db.exec('BEGIN');
    insertRows(db, 'empresas', EMPRESA_COLUMNS, empresas);
    insertRows(db, 'kpis', ['rut', 'kpi', 'date', 'value'], kpis);
    const months = [...new Set(kpis.map((row) => row.date))].sort();
    insertRows(db, 'metadata', ['key', 'value'], listMetadata(months, rutFactoring, now));
    db.exec('COMMIT');
    return db.export();
  } finally {
    db.close();
  }
}

/** The rows of a query, one object per row keyed by column name, read as they are consumed. */
function* queryRows(db: Database, sql: string, params: SqlValue[] = []): Generator<Record<string, SqlValue>> {
  const statement = db.prepare(sql, params);
  try {
    // The names read once: getAsObject reads them again on every row.
    const columns = statement.getColumnNames();
    while (statement.step()) {
      const values = statement.get();
      yield Object.fromEntries(columns.map((column, index) => [column, values[index] ?? null]));
    }
  } finally {
    statement.free();
  }
}

/** The stored empresas rows with the executives assigned now (comma-separated e-mails, '' for none). */
function* withExecutives(
  stored: Database,
  ejecutivos: ReadonlyMap<string, readonly string[]>,
): Generator<Record<string, SqlValue>> {
  for (const row of queryRows(stored, `SELECT ${EMPRESA_COLUMNS.join(', ')} FROM empresas`))
    yield { ...row, ejecutivo: ejecutivos.get(String(row.rut))?.join(',') ?? '' };
}

/**
 * Narrows an existing client-list database to a month range and sets the current executives (the request-time
 * view of `GET api/empresas`, client-radar.md §7). The kept rows are copied into a new file rather than the others
 * deleted: deleting most of a 2,000-client list row by row cost seconds and left the file its whole size.
 * @param bytes the stored list; desde/hasta 'yyyy-MM' inclusive (null: open); ejecutivos rut → e-mails.
 * @returns the new file's bytes (metadata startDate/endDate set to the range asked), holding only the rows kept.
 * @throws the SQLite error when the stored file is damaged or lacks a table or column of the schema.
 */
export function narrowClientListDb(
  SQL: SqlJsStatic,
  bytes: Uint8Array,
  range: { desde: string | null; hasta: string | null },
  ejecutivos: ReadonlyMap<string, readonly string[]>,
): Uint8Array {
  const stored: Database = new SQL.Database(bytes);
  const db: Database = new SQL.Database();
  try {
    db.exec(CLIENT_LIST_DB_SCHEMA_SQL);
    db.exec('BEGIN');
    insertRows(db, 'empresas', EMPRESA_COLUMNS, withExecutives(stored, ejecutivos));
    const where = [range.desde ? 'date >= ?' : null, range.hasta ? 'date <= ?' : null].filter((clause) => clause);
    const kpis = queryRows(
      stored,
      `SELECT rut, kpi, date, value FROM kpis${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY rut, kpi, date`,
      [range.desde, range.hasta].filter((month) => month !== null),
    );
    insertRows(db, 'kpis', ['rut', 'kpi', 'date', 'value'], kpis);
    insertRows(db, 'metadata', ['key', 'value'], queryRows(stored, 'SELECT key, value FROM metadata'));
    const [result] = db.exec('SELECT DISTINCT date FROM kpis ORDER BY 1');
    const months = (result?.values ?? []).map(([month]) => String(month));
    const set = db.prepare('INSERT OR REPLACE INTO metadata (key, value) VALUES (?, ?)');
    for (const [key, value] of [
      ['availableDates', JSON.stringify(months)],
      ['startDate', range.desde ?? months[0] ?? ''],
      ['endDate', range.hasta ?? months.at(-1) ?? ''],
    ] as const)
      set.run([key, value]);
    set.free();
    db.exec('COMMIT');
    return db.export();
  } finally {
    db.close();
    stored.close();
  }
}

function listMetadata(months: string[], rutFactoring: string, now: Date): { key: string; value: string }[] {
  return [
    ...monthMetadata(months),
    { key: 'rutFactoring', value: rutFactoring },
    { key: 'builtAt', value: now.toISOString() },
  ];
}
