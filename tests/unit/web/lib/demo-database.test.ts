import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { maskName, maskRut } from '@domain/demo-mask';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import { maskDatabaseForDemo } from '@web/lib/demo-database';
import { demoAddressRut, demoAnswer, demoRequest, demoRequestUrl, setDemoMode } from '@web/lib/demo-mode';

/** sessionStorage of a browser tab, for the demo switch under Node. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('demo mode in the data layer (core-platform §1)', () => {
  let SQL: SqlJsStatic;
  const rows = [
    ['76389992-6', 'ST CAPITAL S.A.', 'Activo'],
    // Two RUTs so that one's fake could meet the other's real value: the key stays unique.
    ['76354771-K', 'ALFA SPA', null],
  ];

  beforeAll(async () => {
    SQL = await loadSqlJs();
    (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
    (globalThis as { window?: unknown }).window = { location: { origin: 'https://radar.example.cl' } };
  });
  afterEach(() => setDemoMode(false));

  const database = () => {
    const db = new SQL.Database();
    db.run('CREATE TABLE empresas (rut TEXT PRIMARY KEY, razonsocial TEXT NOT NULL, estado TEXT)');
    db.run('CREATE TABLE dtes (rutEmisor TEXT, folio INTEGER, montoTotal INTEGER)');
    for (const row of rows) db.run('INSERT INTO empresas VALUES (?, ?, ?)', row);
    db.run("INSERT INTO dtes VALUES ('76389992-6', 7, 1000)");
    return db;
  };

  it('masks every RUT and name column of an opened client database, only in demo mode', () => {
    const plain = database();
    maskDatabaseForDemo(plain);
    expect(plain.exec('SELECT rut FROM empresas ORDER BY razonsocial')[0]!.values).toEqual([
      ['76354771-K'],
      ['76389992-6'],
    ]);

    setDemoMode(true);
    const db = database();
    maskDatabaseForDemo(db);
    expect(db.exec('SELECT rut, razonsocial, estado FROM empresas ORDER BY rowid')[0]!.values).toEqual([
      [maskRut('76389992-6'), maskName('ST CAPITAL S.A.'), 'Activo'],
      [maskRut('76354771-K'), maskName('ALFA SPA'), null],
    ]);
    expect(db.exec('SELECT rutEmisor, folio, montoTotal FROM dtes')[0]!.values).toEqual([
      [maskRut('76389992-6'), 7, 1000],
    ]);
  });

  it('masks answers and unmasks requests only while demo mode is on', () => {
    const answer = { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' };
    expect(demoAnswer(answer)).toBe(answer);
    setDemoMode(true);
    expect(demoAnswer(answer)).toEqual({ rut: maskRut('76389992-6'), razonSocial: maskName('ST CAPITAL S.A.') });
    expect(demoRequest({ rutFactoring: maskRut('76389992-6') })).toEqual({ rutFactoring: '76389992-6' });
  });

  it('sends as it is a RUT no answer showed masked: the own factoring from the token, a real RUT typed', () => {
    setDemoMode(true);
    expect(demoRequest({ rutFactoring: '77777777-7' })).toEqual({ rutFactoring: '77777777-7' });
    expect(
      new URL(demoRequestUrl('wss://rt.example.cl/prod?rutFactoring=77777777-7')).searchParams.get('rutFactoring'),
    ).toBe('77777777-7');
  });

  it('masks a real RUT read from the address and keeps a shown fake there, so both request the real client', () => {
    expect(demoAddressRut('76389992-6')).toBe('76389992-6');
    setDemoMode(true);
    const fromBookmark = demoAddressRut('76389992-6');
    expect(fromBookmark).toBe(maskRut('76389992-6'));
    expect(demoRequest({ rut: fromBookmark })).toEqual({ rut: '76389992-6' });
    const shown = demoAnswer({ rut: '76354771-K' }).rut;
    expect(demoAddressRut(shown)).toBe(shown);
    expect(demoRequestUrl(`https://api.example.cl/api/database/${shown}`)).toBe(
      'https://api.example.cl/api/database/76354771-K',
    );
  });
});
