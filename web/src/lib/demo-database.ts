import type { Database } from 'sql.js';
import { maskName } from '@domain/demo-mask';
import { demoModeOn, demoRut } from './demo-mode';

/** Columns holding RUTs, and columns holding names (razonsocial, nombre...), of the client databases. */
const RUT_COLUMN = /rut/i;
const NAME_COLUMN = /raz[oó]n_?social|rzn_?soc|^nombre|^titular$/i;
/** Keeps masked values apart from real ones during the UPDATE, so a permuted key never meets an unmasked twin. */
const PREFIX = 'demo:';

/**
 * Demo mode for the client databases the browser opens (client list and client detail, read with sql.js): rewrites,
 * in the opened copy only, every RUT column with domain/demo-mask.ts maskRut and every name column with maskName, so
 * the radar screens show the same fake RUTs and names as the API answers. Does nothing outside demo mode.
 * @param db a database just opened from the downloaded bytes (the stored file is not changed).
 */
export function maskDatabaseForDemo(db: Database): void {
  if (!demoModeOn()) return;
  db.create_function('demo_rut', (value: unknown) => (typeof value === 'string' ? demoRut(value) : value));
  db.create_function('demo_name', (value: unknown) => (typeof value === 'string' ? maskName(value) : value));
  const [tables] = db.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  for (const [table] of tables?.values ?? []) {
    const name = String(table).replace(/"/g, '""');
    const [columns] = db.exec(`PRAGMA table_info("${name}")`);
    for (const column of columns?.values ?? []) {
      const columnName = String(column[1]);
      const quoted = `"${columnName.replace(/"/g, '""')}"`;
      if (RUT_COLUMN.test(columnName)) {
        db.run(`UPDATE "${name}" SET ${quoted} = '${PREFIX}' || demo_rut(${quoted}) WHERE typeof(${quoted}) = 'text'`);
        db.run(
          `UPDATE "${name}" SET ${quoted} = substr(${quoted}, ${PREFIX.length + 1}) WHERE ${quoted} LIKE '${PREFIX}%'`,
        );
      } else if (NAME_COLUMN.test(columnName)) {
        db.run(`UPDATE "${name}" SET ${quoted} = demo_name(${quoted}) WHERE typeof(${quoted}) = 'text'`);
      }
    }
  }
}
