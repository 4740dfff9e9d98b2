import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { monthlyChartView } from '@domain/client-db/views/monthly-chart-view';
import { monthlySummaryView } from '@domain/client-db/views/monthly-summary-view';
import { monthDisplay } from '@domain/client-db/views/month-label';
import { doc, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';
import { A, D2, LEDGER } from './ledger-dataset';

let db: LocalDatabase;
beforeAll(async () => {
  db = await loadTestDatabase(LEDGER);
});

describe('monthDisplay', () => {
  it('writes Spanish three-letter months with the year', () => {
    expect(['2025-01', '2025-08', '2024-12'].map(monthDisplay)).toEqual(['Ene 2025', 'Ago 2025', 'Dic 2024']);
    expect(() => monthDisplay('2025-13')).toThrow(RangeError);
  });
});

describe('monthlyChartView', () => {
  it('sums sales (notes excluded), ceded and not ceded per emission month', () => {
    expect(monthlyChartView(db, {})).toEqual([
      { mes: '2025-01', mesDisplay: 'Ene 2025', ventas: 1000, cedido: 800, noCedido: 200 },
      { mes: '2025-02', mesDisplay: 'Feb 2025', ventas: 5000, cedido: 3000, noCedido: 2000 },
    ]);
  });

  it('counts as ceded only the selected factorings and honours the debtor filter', () => {
    expect(monthlyChartView(db, { selectedFactorings: [A] }).map((r) => [r.mes, r.cedido, r.noCedido])).toEqual([
      ['2025-01', 800, 200],
      ['2025-02', 0, 5000],
    ]);
    expect(monthlyChartView(db, { deudores: [D2] }).map((r) => [r.mes, r.ventas])).toEqual([['2025-02', 3000]]);
  });
});

describe('monthlySummaryView', () => {
  it('groups credit notes by the referenced invoice month and estimates claims of sales as 70% of them', () => {
    expect(monthlySummaryView(db, 'venta', {})).toEqual([
      {
        period: '2025-01',
        mesDisplay: 'Ene 2025',
        total: 1000,
        cantidad: 1,
        notasCredito: 300,
        ncCount: 1,
        cedido: 800,
        reclamos: 210,
        reclamosCount: 0,
      },
      {
        period: '2025-02',
        mesDisplay: 'Feb 2025',
        total: 5000,
        cantidad: 2,
        notasCredito: 3000,
        ncCount: 1,
        cedido: 3000,
        reclamos: 2100,
        reclamosCount: 1,
      },
    ]);
  });

  it('groups credit notes by their own issue date with useNCIssueDate', () => {
    expect(
      monthlySummaryView(db, 'venta', { useNCIssueDate: true }).map((r) => [r.period, r.notasCredito, r.reclamos]),
    ).toEqual([
      ['2025-01', 0, 0],
      ['2025-02', 3000, 2100],
      ['2025-03', 300, 210],
    ]);
    expect(
      monthlySummaryView(db, 'venta', { fechaDesde: '2025-02-01' }).map((r) => [r.period, r.notasCredito]),
    ).toEqual([['2025-02', 3000]]);
  });

  it('takes the claimed documents of purchases as they are', () => {
    expect(
      monthlySummaryView(db, 'compra', {}).map((r) => [r.period, r.total, r.cantidad, r.reclamos, r.reclamosCount]),
    ).toEqual([
      ['2025-02', 700, 1, 0, 0],
      ['2025-03', 5000, 1, 5000, 1],
    ]);
  });
});

describe('a malformed issue month (client-detail §5: an invalid period is logged and ignored)', () => {
  it('leaves the month out of the monthly views, logged, and keeps the valid months', async () => {
    const book = await loadTestDatabase({
      librocv: [
        doc({ folio: 1, fechaEmision: '2025-01-10', total: 1000 }),
        doc({ folio: 2, fechaEmision: '2025-13-02', total: 500 }),
        doc({ folio: 3, fechaEmision: '2025-02-03', total: 700 }),
      ],
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(monthlyChartView(book, {}).map((row) => [row.mesDisplay, row.ventas])).toEqual([
        ['Ene 2025', 1000],
        ['Feb 2025', 700],
      ]);
      expect(monthlySummaryView(book, 'venta', {}).map((row) => [row.mesDisplay, row.total])).toEqual([
        ['Ene 2025', 1000],
        ['Feb 2025', 700],
      ]);
      expect(warn.mock.calls.map((call) => call.slice(0, 2))).toEqual([
        ['[localdb] formato de periodo inválido', '2025-13'],
        ['[localdb] formato de periodo inválido', '2025-13'],
      ]);
    } finally {
      warn.mockRestore();
      book.close();
    }
  });
});
