import type { SqlJsStatic } from 'sql.js';
import type { KpiRow } from './write-client-db';

/**
 * The kpis rows of a stored client database (used when the client is unchanged and not rebuilt).
 * @throws the SQLite error when the bytes are not a database with a kpis table.
 */
export function readKpiRows(SQL: SqlJsStatic, bytes: Uint8Array): KpiRow[] {
  const db = new SQL.Database(bytes);
  try {
    const [result] = db.exec('SELECT rut, kpi, date, value FROM kpis ORDER BY rut, kpi, date');
    return (result?.values ?? []).map(([rut, kpi, date, value]) => ({
      rut: String(rut),
      kpi: String(kpi),
      date: String(date),
      value: value === null ? null : Number(value),
    }));
  } finally {
    db.close();
  }
}
