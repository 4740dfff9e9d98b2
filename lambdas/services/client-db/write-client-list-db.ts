/**
 * Writes a factoring's client-list database (client-radar.md §3: empresas, kpis, metadata; `GET api/empresas`).
 */
import type { Database, SqlJsStatic } from 'sql.js';
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
    insertRows(db, 'empresas', ['rut', 'razonsocial', 'ejecutivo', 'estado', 'tamano', 'correo', 'telefono'], empresas);
    insertRows(db, 'kpis', ['rut', 'kpi', 'date', 'value'], kpis);
    const months = [...new Set(kpis.map((row) => row.date))].sort();
    insertRows(db, 'metadata', ['key', 'value'], listMetadata(months, rutFactoring, now));
    db.exec('COMMIT');
    return db.export();
  } finally {
    db.close();
  }
}

/**
 * Narrows an existing client-list database to a month range and sets the current executives (the request-time
 * view of `GET api/empresas`, client-radar.md §7).
 * @param bytes the stored list; desde/hasta 'yyyy-MM' inclusive (null: open); ejecutivos rut → e-mails.
 * @returns the new file's bytes (metadata startDate/endDate set to the range asked).
 */
export function narrowClientListDb(
  SQL: SqlJsStatic,
  bytes: Uint8Array,
  range: { desde: string | null; hasta: string | null },
  ejecutivos: ReadonlyMap<string, readonly string[]>,
): Uint8Array {
  const db: Database = new SQL.Database(bytes);
  try {
    db.exec('BEGIN');
    if (range.desde) db.run('DELETE FROM kpis WHERE date < $d', { $d: range.desde });
    if (range.hasta) db.run('DELETE FROM kpis WHERE date > $h', { $h: range.hasta });
    db.run("UPDATE empresas SET ejecutivo = ''");
    for (const [rut, emails] of ejecutivos)
      db.run('UPDATE empresas SET ejecutivo = $e WHERE rut = $r', { $e: emails.join(','), $r: rut });
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
  }
}

function listMetadata(months: string[], rutFactoring: string, now: Date): { key: string; value: string }[] {
  return [
    ...monthMetadata(months),
    { key: 'rutFactoring', value: rutFactoring },
    { key: 'builtAt', value: now.toISOString() },
  ];
}
