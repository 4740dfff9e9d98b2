import { describe, expect, it } from 'vitest';
import { rutFromBody } from '@domain/rut';
import { shiftMonth } from '@domain/calendar-month';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import type { KpiRow } from '@lambdas/services/client-db/write-client-db';
import {
  narrowClientListDb,
  writeClientListDb,
  type EmpresaRow,
} from '@lambdas/services/client-db/write-client-list-db';

const KPIS = ['payment-compliance', 'reclamo-promedio', 'anulaciones-promedio', 'cantidad-factorings'];
const MONTHS = Array.from({ length: 12 }, (_, i) => shiftMonth('2026-11', -i));

describe('narrowClientListDb (the client list of GET api/empresas for a month range)', () => {
  it('keeps only the months asked, the executives of now and the metadata, in a file compacted to them', async () => {
    const SQL = await loadSqlJs();
    const empresas: EmpresaRow[] = Array.from({ length: 300 }, (_, i) => ({
      rut: rutFromBody(76_000_000 + i * 37),
      razonsocial: `EMPRESA ${i}`,
      ejecutivo: '',
      estado: 'Activo',
      tamano: 1,
      correo: null,
      telefono: null,
    }));
    const kpis: KpiRow[] = empresas.flatMap(({ rut }) =>
      KPIS.flatMap((kpi) => MONTHS.map((date, i) => ({ rut, kpi, date, value: i }))),
    );
    const stored = writeClientListDb(SQL, empresas, kpis, '76389992-6', new Date('2026-11-21T12:00:00Z'));

    const first = empresas[0]!.rut;
    const ejecutivos = new Map([[first, ['ana@factoring.cl', 'luis@factoring.cl']]]);
    const narrowed = narrowClientListDb(SQL, stored, { desde: '2026-10', hasta: '2026-11' }, ejecutivos);

    const db = new SQL.Database(narrowed);
    try {
      expect(db.exec('SELECT DISTINCT date FROM kpis ORDER BY 1')[0]?.values).toEqual([['2026-10'], ['2026-11']]);
      expect(db.exec('SELECT count(*) FROM kpis')[0]?.values).toEqual([[300 * KPIS.length * 2]]);
      expect(db.exec("SELECT count(*) FROM empresas WHERE ejecutivo = ''")[0]?.values).toEqual([[299]]);
      expect(db.exec('SELECT ejecutivo FROM empresas WHERE rut = ?', [first])[0]?.values).toEqual([
        ['ana@factoring.cl,luis@factoring.cl'],
      ]);
      const metadata = Object.fromEntries(db.exec('SELECT key, value FROM metadata')[0]!.values);
      expect(metadata).toMatchObject({
        rutFactoring: '76389992-6',
        startDate: '2026-10',
        endDate: '2026-11',
        availableDates: '["2026-10","2026-11"]',
      });
    } finally {
      db.close();
    }
    // 2 of 12 months kept: the file must shrink with them (deleted rows otherwise stay as free pages).
    expect(narrowed.length).toBeLessThan(stored.length / 3);
  });
});
