/**
 * The counterparty lists over a partial date range (snapshots of the cumulative aggregate contraparte_mes at month ends
 * and days 15, edge days added or subtracted from librocv, range-plan.ts) against a plain count over the rows: a
 * generated ledger of three months with documents on most days, and every range whose bounds fall on chosen days
 * (month starts and ends, either side of day 15, a week from it, outside the file, reversed), so that every edge plan
 * (direct, added, subtracted, same month) is exercised.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { claimsByCounterpartyView } from '@domain/client-db/views/claims-by-counterparty-view';
import { counterpartyOptionsView } from '@domain/client-db/views/counterparty-options-view';
import { counterpartyTotalsView } from '@domain/client-db/views/counterparty-totals-view';
import { largestFirst } from '@domain/client-db/views/counterparty-range';
import { crossSalesView } from '@domain/client-db/views/cross-sales-view';
import { documentsView } from '@domain/client-db/views/documents-view';
import { monthlyChartView } from '@domain/client-db/views/monthly-chart-view';
import { monthlySummaryView } from '@domain/client-db/views/monthly-summary-view';
import { bookDoc, cesion, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';
import { dayOf, largestFirstBy, partySums, type LedgerRow } from './generated-ledger';

const PARTIES = ['77000001-1', '77000002-2', '77000003-3'];
const DEBIT_ONLY = '77000004-4';
/** Names of two of the three parties (the third is shown by its RUT). */
const NAMES = [
  ['77000001-1', 'Uno'],
  ['77000002-2', 'Dos'],
] as const;
const nameOf = (rut: string): string => NAMES.find(([r]) => r === rut)?.[1] ?? rut;

interface Row extends LedgerRow {
  note: boolean;
  tipo?: number;
}

/**
 * Day n of 2025 gets a document when n % 4 !== 3 (gaps), party and amounts vary with n; every 7th is a credit note;
 * a fourth party only has debit notes (56): rows of the documents list, never documents.
 */
const ROWS: Row[] = Array.from({ length: 90 }, (_, n) => n)
  .filter((n) => n % 4 !== 3)
  .map((n): Row => ({
    book: n % 5 === 0 ? 'compra' : 'venta',
    party: PARTIES[n % 3]!,
    fecha: dayOf(n),
    total: 100 + n * 7,
    reclamado: n % 6 === 0 ? 1 : 0,
    cedido: n % 2 === 0 && n % 5 !== 0 ? 50 + n : 0,
    note: n % 7 === 0,
  }))
  .concat(
    [5, 16, 27, 38, 49, 60, 71, 82].map((n): Row => ({
      book: 'venta',
      party: DEBIT_ONLY,
      fecha: dayOf(n),
      total: 40 + n,
      reclamado: 0,
      cedido: 0,
      note: true,
      tipo: 56,
    })),
  );

const BOUNDS = [
  undefined,
  '2024-12-31',
  '2025-01-01',
  '2025-01-02',
  '2025-01-15',
  '2025-01-31',
  '2025-02-01',
  '2025-02-14',
  '2025-02-27',
  '2025-02-28',
  '2025-03-01',
  '2025-03-17',
  '2025-03-30',
  '2025-03-31',
  '2025-04-30',
];
/** Days either side of a day 15 and a week from it: the edges of the quincena snapshots (range-plan.ts). */
const QUINCENA_BOUNDS = ['2025-01-16', '2025-01-23', '2025-02-08', '2025-02-16', '2025-03-08', '2025-03-24'];

/** A debtor of a cession (its document not in the book) whose RUT repeats the body of PARTIES[0] with another digit. */
const SAME_BODY = '77000001-9';

let db: LocalDatabase;
let clashing: LocalDatabase;
beforeAll(async () => {
  db = await loadTestDatabase(tables());
  clashing = await loadTestDatabase({
    ...tables(),
    cesion: [...tables().cesion!, cesion({ folioDTE: 9_999, rutDeudor: SAME_BODY, montoCesion: 10 })],
  });
});

function tables() {
  return {
    razonsocial: NAMES.map(([rut, razonsocial]) => ({ rut, razonsocial })),
    librocv: ROWS.map((row, folio) =>
      bookDoc(row.book, row.party, {
        folio: folio + 1,
        tipoDTE: row.tipo ?? (row.note ? 61 : 33),
        fechaEmision: row.fecha,
        total: row.total,
        reclamado: row.reclamado,
      }),
    ),
    cesion: ROWS.flatMap((row, folio) =>
      row.cedido > 0 && row.book === 'venta'
        ? [cesion({ folioDTE: folio + 1, rutDeudor: row.party, montoCesion: row.cedido })]
        : [],
    ),
  };
}

/** Per counterparty of `book`: documents (not notes) in the range. */
const expected = (book: 'venta' | 'compra', desde = '0000-00-00', hasta = '9999-99-99') =>
  partySums(ROWS, book, (fecha) => fecha >= desde && fecha <= hasta);

const pairs = (bounds: (string | undefined)[]) =>
  bounds.flatMap((fechaDesde) => bounds.map((fechaHasta) => ({ fechaDesde, fechaHasta })));
const ranges = pairs(BOUNDS);
const planRanges = pairs([...BOUNDS, ...QUINCENA_BOUNDS]);

describe('counterparty lists over partial ranges', () => {
  it('totals, claims and options equal the sums over the documents of the range, also when two RUTs share a body', () => {
    for (const [range, database] of planRanges.flatMap(
      (range) =>
        [
          [range, db],
          [range, clashing],
        ] as const,
    )) {
      for (const book of ['venta', 'compra'] as const) {
        const groups = expected(book, range.fechaDesde, range.fechaHasta);
        const bookTotal = [...groups.values()].reduce((sum, g) => sum + g.total, 0);
        const totals = counterpartyTotalsView(database, book, range).map((r) => [
          r.rutContraparte,
          r.contraparte,
          r.montoTotal,
          r.cantidadDocumentos,
          r.montoCedido,
          r.participacion,
        ]);
        const wanted = [...groups]
          .sort(largestFirstBy((g) => g.total))
          .map(([rut, g]) => [rut, nameOf(rut), g.total, g.cantidad, g.cedido, (g.total * 100) / bookTotal]);
        expect(totals, JSON.stringify({ book, range })).toEqual(wanted);
        const claims = claimsByCounterpartyView(database, book, range).map((r) => [
          r.rutContraparte,
          r.documentosReclamados,
          r.montoReclamado,
          r.totalDocumentos,
        ]);
        expect(claims).toEqual(
          [...groups]
            .filter(([, g]) => g.reclamados > 0)
            .sort(largestFirstBy((g) => g.reclamadoTotal))
            .map(([rut, g]) => [rut, g.reclamados, g.reclamadoTotal, g.cantidad]),
        );
        expect(counterpartyOptionsView(database, book, range).map((o) => [o.nombre, o.rut, o.cantidad])).toEqual(
          [...groups].map(([rut, g]) => [nameOf(rut), rut, g.cantidad]).sort(([a], [b]) => (a! < b! ? -1 : 1)),
        );
      }
    }
  });

  it('cross sales list the counterparties of both books with their latest dates in the range', () => {
    let nonEmpty = 0;
    for (const range of planRanges) {
      const ventas = expected('venta', range.fechaDesde, range.fechaHasta);
      const compras = expected('compra', range.fechaDesde, range.fechaHasta);
      const wanted = [...ventas]
        .filter(([rut]) => compras.has(rut))
        .sort(largestFirstBy((g) => g.total))
        .map(([rut, v]) => [
          rut,
          v.total,
          v.cedido,
          v.ultima,
          v.cantidad,
          compras.get(rut)!.total,
          compras.get(rut)!.cedido,
          compras.get(rut)!.ultima,
          compras.get(rut)!.cantidad,
        ]);
      const page = crossSalesView(db, { ...range, limit: 100 });
      expect(
        page.items.map((r) => [
          r.rutCliente,
          r.ventaTotal,
          r.ventaCedida,
          r.ultimaVenta,
          r.cantidadVentas,
          r.compraTotal,
          r.compraCedida,
          r.ultimaCompra,
          r.cantidadCompras,
        ]),
        JSON.stringify(range),
      ).toEqual(wanted);
      if (wanted.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });
});

describe('the debtor filter over partial ranges', () => {
  /**
   * Per month of the chosen parties' rows of `book` in the range: rows, documents, credit notes (no references here).
   */
  function months(book: 'venta' | 'compra', parties: string[], desde = '0000-00-00', hasta = '9999-99-99') {
    const byMonth = new Map<
      string,
      {
        filas: number;
        cantidad: number;
        total: number;
        cedido: number;
        reclamados: number;
        reclamadoTotal: number;
        nc: number;
        ncTotal: number;
      }
    >();
    for (const row of ROWS) {
      if (row.book !== book || !parties.includes(row.party) || row.fecha < desde || row.fecha > hasta) continue;
      const m = byMonth.get(row.fecha.slice(0, 7)) ?? {
        filas: 0,
        cantidad: 0,
        total: 0,
        cedido: 0,
        reclamados: 0,
        reclamadoTotal: 0,
        nc: 0,
        ncTotal: 0,
      };
      const creditNote = row.note && row.tipo === undefined;
      if (creditNote) {
        m.nc += 1;
        m.ncTotal += row.total;
      } else m.filas += 1;
      if (!row.note) {
        m.cantidad += 1;
        m.total += row.total;
        m.cedido += row.book === 'venta' ? row.cedido : 0;
        m.reclamados += row.reclamado;
        m.reclamadoTotal += row.reclamado * row.total;
      }
      byMonth.set(row.fecha.slice(0, 7), m);
    }
    return [...byMonth].sort(([a], [b]) => (a < b ? -1 : 1));
  }

  it("monthly summary, chart and the documents count equal the chosen parties' rows of the range", () => {
    let nonEmpty = 0;
    for (const range of ranges) {
      for (const parties of [[PARTIES[0]!], [PARTIES[1]!, PARTIES[2]!, DEBIT_ONLY], [DEBIT_ONLY], ['11111111-1']]) {
        const filters = { ...range, deudores: parties };
        const label = JSON.stringify(filters);
        for (const book of ['venta', 'compra'] as const) {
          const wanted = months(book, parties, range.fechaDesde, range.fechaHasta);
          for (const useNCIssueDate of [false, true]) {
            expect(
              monthlySummaryView(db, book, { ...filters, useNCIssueDate }).map((r) => [
                r.period,
                r.total,
                r.cantidad,
                r.notasCredito,
                r.ncCount,
                r.cedido,
                r.reclamos,
                r.reclamosCount,
              ]),
              label,
            ).toEqual(
              wanted.map(([period, m]) => [
                period,
                m.total,
                m.cantidad,
                m.ncTotal,
                m.nc,
                m.cedido,
                book === 'venta' ? Math.round(m.ncTotal * 0.7) : m.reclamadoTotal,
                m.reclamados,
              ]),
            );
          }
          const total = wanted.reduce((sum, [, m]) => sum + m.filas + m.nc, 0);
          const page = documentsView(db, book, { ...filters, today: '2025-06-01', limit: 7, page: 2 });
          expect(page.total, label).toBe(total);
          const newestFirst = ROWS.map((row, i) => ({ ...row, folio: i + 1 }))
            .filter(
              (row) =>
                row.book === book &&
                parties.includes(row.party) &&
                row.fecha >= (range.fechaDesde ?? '') &&
                row.fecha <= (range.fechaHasta ?? '9999'),
            )
            .sort((a, b) => (a.fecha === b.fecha ? b.folio - a.folio : a.fecha < b.fecha ? 1 : -1));
          expect(
            page.items.map((row) => row.folio),
            label,
          ).toEqual(newestFirst.slice(7, 14).map((row) => row.folio));
          if (total > 0) nonEmpty++;
        }
        const sales = months('venta', parties, range.fechaDesde, range.fechaHasta).filter(([, m]) => m.cantidad > 0);
        expect(
          monthlyChartView(db, filters).map((r) => [r.mes, r.ventas, r.cedido]),
          label,
        ).toEqual(sales.map(([mes, m]) => [mes, m.total, m.cedido]));
        // every cession of this ledger is to the fixture's factoring 96000001-1
        expect(
          monthlyChartView(db, { ...filters, selectedFactorings: ['96000001-1'] }).map((r) => [
            r.mes,
            r.ventas,
            r.cedido,
          ]),
          label,
        ).toEqual(sales.map(([mes, m]) => [mes, m.total, m.cedido]));
        expect(
          monthlyChartView(db, { ...filters, selectedFactorings: ['96000009-9'] }).map((r) => [
            r.mes,
            r.cedido,
            r.noCedido,
          ]),
          label,
        ).toEqual(sales.map(([mes, m]) => [mes, 0, m.total]));
      }
    }
    expect(nonEmpty).toBeGreaterThan(200);
  });
});

describe('largestFirst', () => {
  it('keeps the largest amounts first, ties by id, for short lists (one pass) and long ones (sorted)', () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ id: (i * 53) % 100, amount: (i * 37) % 11 }));
    const sorted = [...rows].sort((a, b) => b.amount - a.amount || a.id - b.id);
    for (const limit of [0, 1, 5, 12, 13, 20, 99, 100])
      expect(
        largestFirst(rows, (row) => row.amount, limit),
        String(limit),
      ).toEqual(sorted.slice(0, limit));
    expect(largestFirst(rows, (row) => row.amount)).toEqual(sorted);
    expect(largestFirst(rows, (row) => row.amount, 3).map((row) => [row.amount, row.id])).toEqual([
      [10, 5],
      [10, 7],
      [10, 22],
    ]); // amount 10 at i = 8, 19, ..., 96: ids 24, 7, 90, 73, 56, 39, 22, 5, 88
  });
});
