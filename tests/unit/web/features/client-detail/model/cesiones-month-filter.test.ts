import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryClientFiles } from '@lambdas/store/client-files/directory-client-files';
import { gatherClientInput } from '@lambdas/services/client-db/gather-client-input';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import { writeClientDb } from '@lambdas/services/client-db/write-client-db';
import { writeDemoWorld } from '@infra/local/demo-world/write-demo-world';
import { defaultDetailRange, type DetailDateRange } from '@web/features/client-detail/model/date-range';
import { monthRange } from '@web/features/client-detail/model/month-selection';
import type { LocalDatabase } from '@web/localdb/local-database';
import { cesionesView } from '@domain/client-db/views/cesiones-view';
import { debtorConcentrationView } from '@domain/client-db/views/debtor-concentration-view';
import { monthlyChartView } from '@domain/client-db/views/monthly-chart-view';
import { clientCessions, clientSales } from '@tests/support/demo-client-files';
import { loadDatabaseBytes } from '@tests/unit/web/localdb/client-db-fixture';

const WORLD = { seed: 'cesiones-month', today: '2026-11-21', scale: 0.05 };
const NOW = new Date('2026-11-21T15:00:00Z');
/** Notes are not sales (client-detail.md §9 "Credit-note types"; the chart's rule). */
const NOTE_TYPES = new Set([56, 60, 61, 111, 112]);

/**
 * 'Cesiones Mensuales' groups by the sales document's issue month; clicking a month filters the list (and the debtor
 * concentration) to the cessions of the documents issued in it (cesiones-tab.tsx), so the bar's Cedido is the sum of
 * the filtered list's Monto Cedido. Expected figures come from the demo world's raw RCV and cesiones files.
 */
describe('Cesiones tab: a Cesiones Mensuales bar and the month-filtered list agree (demo world)', () => {
  let dir: string;
  let db: LocalDatabase;
  let rut: string;
  let sales: ReturnType<typeof clientSales>;
  let cessions: ReturnType<typeof clientCessions>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cesiones-month-'));
    writeDemoWorld({ dir, ...WORLD });
    const files = new DirectoryClientFiles(dir);
    const candidates = readdirSync(path.join(dir, 'clientes'));
    [rut] = candidates
      .map((candidate) => [candidate, clientCessions(dir, candidate).length] as const)
      .sort((a, b) => b[1] - a[1])[0]!;
    sales = clientSales(dir, rut);
    cessions = clientCessions(dir, rut);
    const { input } = await gatherClientInput(
      { files },
      {
        rutFactoring: '96000000-0',
        rutCliente: rut,
        razonSocialCliente: 'CLIENTE',
        estado: 'Activo',
        now: NOW,
        contentHash: 'test',
      },
    );
    db = await loadDatabaseBytes(writeClientDb(await loadSqlJs(), input).bytes, rut);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * Per issue month of the range: the latest cession amount of each sales document, and the cessions of those
   * documents.
   */
  function expectedMonths(range: DetailDateRange) {
    const latest = new Map<string, (typeof cessions)[number]>();
    for (const c of cessions) {
      const key = `${c.tipoDoc}#${c.folioDoc}`;
      if ((latest.get(key)?.fchCesion ?? '') < c.fchCesion) latest.set(key, c);
    }
    const months = new Map<string, { cedido: number; cesiones: number }>();
    for (const doc of sales) {
      if (NOTE_TYPES.has(doc.tipoDTE) || doc.fechaEmision < range.inicio || doc.fechaEmision > range.fin) continue;
      const month = months.get(doc.fechaEmision.slice(0, 7)) ?? { cedido: 0, cesiones: 0 };
      month.cedido += latest.get(`${doc.tipoDTE}#${doc.folio}`)?.mntCesion ?? 0;
      month.cesiones += cessions.filter((c) => c.tipoDoc === doc.tipoDTE && c.folioDoc === doc.folio).length;
      months.set(doc.fechaEmision.slice(0, 7), month);
    }
    return months;
  }

  function checkRange(range: DetailDateRange) {
    const expected = expectedMonths(range);
    const chart = monthlyChartView(db, { fechaDesde: range.inicio, fechaHasta: range.fin });
    const ceded = chart.filter((row) => row.cedido > 0);
    expect(ceded.length).toBeGreaterThan(1);
    for (const bar of chart) {
      const month = expected.get(bar.mes)!;
      expect(bar.cedido, bar.mes).toBe(month.cedido);
      const emision = monthRange(bar.mes, range);
      const list = cesionesView(db, { emision, today: WORLD.today, page: 1, limit: 999_999 });
      expect(list.total, bar.mes).toBe(month.cesiones);
      expect(
        list.items.reduce((sum, row) => sum + row.montoCedido, 0),
        bar.mes,
      ).toBe(bar.cedido);
      const debtors = debtorConcentrationView(db, { emision });
      if (debtors.length < 20)
        expect(
          debtors.reduce((sum, row) => sum + row.montoCedido, 0),
          bar.mes,
        ).toBe(bar.cedido);
    }
  }

  it('for the default last 12 months', () => {
    checkRange(defaultDetailRange(NOW));
  });

  it('for a range that ends weeks ago, the months at its edges clipped, cessions made after it included', () => {
    const range = { inicio: '2026-08-20', fin: '2026-10-10' };
    const issued = new Map(sales.map((doc) => [`${doc.tipoDTE}#${doc.folio}`, doc.fechaEmision]));
    const afterRange = cessions.filter((c) => {
      const day = issued.get(`${c.tipoDoc}#${c.folioDoc}`);
      return day !== undefined && day >= range.inicio && day <= range.fin && c.fchCesion.slice(0, 10) > range.fin;
    });
    expect(afterRange.length).toBeGreaterThan(0);
    checkRange(range);
  });
});
