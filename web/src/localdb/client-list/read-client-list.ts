/**
 * Reads the client-list database (domain/client-db/schema.ts CLIENT_LIST_DB_SCHEMA_SQL: empresas, kpis, metadata)
 * into plain objects, so the screen keeps no open database.
 */
import type { Database, SqlValue } from 'sql.js';
import type { MonthlyKpis } from '@domain/dashboard-columns/column-values';
import type { ClientCompany } from './client-company';
import type { MonthRange } from '@web/lib/month-range';

/** The companies, in razón social order, and their monthly KPIs by RUT. */
export interface ClientList {
  companies: ClientCompany[];
  kpis: ReadonlyMap<string, MonthlyKpis>;
}

function rowsOf(db: Database, sql: string, params: SqlValue[] = []): Array<Record<string, SqlValue>> {
  const statement = db.prepare(sql, params);
  try {
    // The names read once: getAsObject reads them again on every row (tens of thousands of KPI rows).
    const columns = statement.getColumnNames();
    const rows: Array<Record<string, SqlValue>> = [];
    while (statement.step()) {
      const values = statement.get();
      rows.push(Object.fromEntries(columns.map((column, index) => [column, values[index] ?? null])));
    }
    return rows;
  } finally {
    statement.free();
  }
}

const text = (value: SqlValue | undefined) => (value === null || value === undefined ? null : String(value));

/**
 * Reads every company and the KPI values of the months in `range`.
 * @param db an open client-list database.
 * @param range months 'yyyy-MM' (inclusive).
 * @throws the SQLite error when a table is missing or the file is damaged.
 */
export function readClientList(db: Database, range: MonthRange): ClientList {
  const companies = rowsOf(
    db,
    'SELECT rut, razonsocial, ejecutivo, estado, tamano, correo, telefono FROM empresas ORDER BY razonsocial, rut',
  ).map<ClientCompany>((row) => ({
    rut: String(row.rut),
    razonSocial: String(row.razonsocial ?? ''),
    ejecutivo: text(row.ejecutivo) ?? '',
    estado: text(row.estado),
    tamano: typeof row.tamano === 'number' ? row.tamano : null,
    correo: text(row.correo),
    telefono: text(row.telefono),
  }));
  const kpis = new Map<string, Map<string, Map<string, number | null>>>();
  const kpiRows = rowsOf(db, 'SELECT rut, kpi, date, value FROM kpis WHERE date BETWEEN ? AND ?', [
    range.start,
    range.end,
  ]);
  for (const row of kpiRows) {
    const byKpi = kpis.get(String(row.rut)) ?? new Map<string, Map<string, number | null>>();
    kpis.set(String(row.rut), byKpi);
    const byMonth = byKpi.get(String(row.kpi)) ?? new Map<string, number | null>();
    byKpi.set(String(row.kpi), byMonth);
    byMonth.set(String(row.date), typeof row.value === 'number' ? row.value : null);
  }
  return { companies, kpis };
}
