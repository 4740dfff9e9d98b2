import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { CLIENT_LIST_DB_SCHEMA_SQL } from '@domain/client-db/schema';
import { decodeBase64, openClientList } from '@web/localdb/client-list/open-client-list';
import { LocalDbError } from '@web/localdb/errors';

async function clientListBase64(): Promise<string> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run(CLIENT_LIST_DB_SCHEMA_SQL);
  db.run(
    `INSERT INTO empresas (rut, razonsocial, ejecutivo, estado, tamano, correo, telefono) VALUES
     ('96790240-3', 'Zeta SpA', '', 'Error Password', NULL, NULL, NULL),
     ('76389992-6', 'Alfa Ltda', 'ana@factoring.cl', 'Activo', 5, 'contacto@alfa.cl', '+56 2 2345 6789')`,
  );
  db.run(
    `INSERT INTO kpis (rut, kpi, date, value) VALUES
     ('76389992-6', 'payment-compliance', '2026-08', 10),
     ('76389992-6', 'payment-compliance', '2026-09', 80),
     ('76389992-6', 'payment-compliance', '2026-11', NULL),
     ('96790240-3', 'cantidad-factorings', '2026-10', 3)`,
  );
  const bytes = db.export();
  db.close();
  return Buffer.from(bytes).toString('base64');
}

describe('openClientList', () => {
  it('reads the companies in razón social order and the KPIs of the range only', async () => {
    const list = openClientList(await initSqlJs(), await clientListBase64(), { start: '2026-09', end: '2026-11' });
    expect(list.companies).toEqual([
      {
        rut: '76389992-6',
        razonSocial: 'Alfa Ltda',
        ejecutivo: 'ana@factoring.cl',
        estado: 'Activo',
        tamano: 5,
        correo: 'contacto@alfa.cl',
        telefono: '+56 2 2345 6789',
      },
      {
        rut: '96790240-3',
        razonSocial: 'Zeta SpA',
        ejecutivo: '',
        estado: 'Error Password',
        tamano: null,
        correo: null,
        telefono: null,
      },
    ]);
    const alfa = list.kpis.get('76389992-6')?.get('payment-compliance');
    expect([...(alfa?.entries() ?? [])]).toEqual([
      ['2026-09', 80],
      ['2026-11', null],
    ]);
    expect(list.kpis.get('96790240-3')?.get('cantidad-factorings')?.get('2026-10')).toBe(3);
  });

  it('reports bytes that are not a SQLite file as DATABASE_CORRUPTED', async () => {
    const junk = Buffer.from('esto no es una base de datos SQLite, solo texto'.repeat(20)).toString('base64');
    const SQL = await initSqlJs();
    let error: unknown;
    try {
      openClientList(SQL, junk, { start: '2026-09', end: '2026-11' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LocalDbError);
    expect((error as LocalDbError).code).toBe('DATABASE_CORRUPTED');
  });
});

describe('decodeBase64', () => {
  it('decodes base64 text, ignoring line breaks', () => {
    expect([...decodeBase64('AAEC\n/w==')]).toEqual([0, 1, 2, 255]);
  });
  it('rejects empty or invalid text with "No database data received"', () => {
    expect(() => decodeBase64('')).toThrow('No database data received');
    expect(() => decodeBase64('%%%')).toThrow('No database data received');
  });
});
