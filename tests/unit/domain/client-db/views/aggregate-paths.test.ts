/**
 * The views answer from the build-time aggregates when the filters allow it and from the base tables otherwise; both
 * paths must give the same answer. Each case asks one question twice: once in the form the aggregate serves and once
 * with a filter that selects everything anyway (every counterparty, every type, a range covering every date), which
 * forces the base-table path. The whole-file aggregates also serve a range that encloses every day of the file, so
 * the database gets one empty day-aggregate row on 1990-01-01 (zero counts: no view result changes) that EVERY_DAY
 * does not enclose.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { cesionesView } from '@domain/client-db/views/cesiones-view';
import { claimsByCounterpartyView } from '@domain/client-db/views/claims-by-counterparty-view';
import { counterpartyOptionsView } from '@domain/client-db/views/counterparty-options-view';
import { counterpartyTotalsView } from '@domain/client-db/views/counterparty-totals-view';
import { creditNotesByCounterpartyView } from '@domain/client-db/views/credit-notes-by-counterparty-view';
import { crossSalesView } from '@domain/client-db/views/cross-sales-view';
import { debtorConcentrationView } from '@domain/client-db/views/debtor-concentration-view';
import { documentsView } from '@domain/client-db/views/documents-view';
import { factoringConcentrationView } from '@domain/client-db/views/factoring-concentration-view';
import { monthlyChartView } from '@domain/client-db/views/monthly-chart-view';
import { monthlySummaryView } from '@domain/client-db/views/monthly-summary-view';
import { CLIENT, cesion, doc, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';
import { A, B, D1, D2, LEDGER, S1 } from './ledger-dataset';

const EVERY_DAY = { fechaDesde: '2000-01-01', fechaHasta: '2099-12-31' };
const TODAY = '2025-03-20';

let db: LocalDatabase;
beforeAll(async () => {
  db = await loadTestDatabase({
    ...LEDGER,
    librocv: [
      ...LEDGER.librocv!,
      // statuses around the 8-day rule, a claimed one, one with no SII time, a total of 0 with a credit note
      doc({ folio: 20, rutReceptor: D2, fechaEmision: '2025-03-10', fechaHoraEnSII: '2025-03-12 23:59:00' }),
      doc({ folio: 21, fechaEmision: '2025-03-10', fechaHoraEnSII: '2025-03-11 00:01:00' }),
      doc({ folio: 22, fechaEmision: '2025-03-11', reclamado: 1, aceptado: 1 }),
      doc({ folio: 23, fechaEmision: '2025-03-11', fechaHoraEnSII: null }),
      doc({ folio: 24, fechaEmision: '2025-03-12', total: 0 }),
      doc({ folio: 502, tipoDTE: 61, fechaEmision: '2025-03-15', total: 10, tipoReferencia: 33, folioReferencia: 24 }),
    ],
    nc_resumen: [
      ...LEDGER.nc_resumen!,
      { rutEmisor: CLIENT, tipoDTE: 33, folio: 24, ncCount: 1, ncTotal: 10, estado: 'Anulado' },
    ],
    resumen_dia: [
      {
        ventaOCompra: 'venta',
        fecha: '1990-01-01',
        filas: 0,
        cantidad: 0,
        total: 0,
        cedido: 0,
        reclamadoCantidad: 0,
        reclamadoTotal: 0,
        anuladoCantidad: 0,
        ncCantidad: 0,
        ncTotal: 0,
        ncRefCantidad: 0,
        ncRefTotal: 0,
      },
    ],
    cesion_estado_dia: [
      {
        fecha: '1990-01-01',
        reclamado: 0,
        aceptado: 0,
        juliandaySII: null,
        anuladoFiltro: 0,
        rebajadoFiltro: 0,
        cantidad: 0,
      },
    ],
    cesion: [
      ...LEDGER.cesion!,
      ...[20, 21, 22, 23, 24].map((folio) =>
        cesion({
          folioDTE: folio,
          rutDeudor: folio === 20 ? D2 : D1,
          rutCesionario: folio % 2 ? A : B,
          montoCesion: 100 + folio,
          fechaHoraCesion: `2025-03-${folio - 6} 11:00:00`,
        }),
      ),
      cesion({ folioDTE: 99, rutCesionario: A, montoCesion: 50, fechaHoraCesion: '2025-03-16 08:00:00' }), // not in the book
    ],
  });
});

describe('aggregate and base-table paths give the same answer', () => {
  it('cesiones: estado counts of the day aggregate equal the counts over the cessions', () => {
    for (const estadoFilters of [[], ['pendiente'], ['aceptado'], ['reclamado', 'anulado'], ['rebajado']] as const) {
      for (const range of [{}, { fechaDesde: '2025-03-05', fechaHasta: '2025-03-16' }]) {
        for (const selection of [
          {},
          { tipos: [33] },
          { tipos: [34] },
          { factorings: [A] },
          { factorings: [B], tipos: [33] },
        ]) {
          const fromAggregate = cesionesView(db, { today: TODAY, estadoFilters, ...selection, ...range });
          const fromCessions = cesionesView(db, {
            today: TODAY,
            estadoFilters,
            ...selection,
            deudores: [D1, D2],
            ...range,
          });
          expect(fromAggregate, JSON.stringify({ estadoFilters, selection, range })).toEqual(fromCessions);
        }
      }
    }
    const { estadoCounts } = cesionesView(db, { today: TODAY });
    expect(
      [
        estadoCounts.pendiente,
        estadoCounts.aceptado,
        estadoCounts.reclamado,
        estadoCounts.anulado,
        estadoCounts.rebajado,
      ].every((n) => n > 0),
    ).toBe(true);
  });

  it("documents: the total of the day aggregates equals the count over the ledger, and the pages the counterparties' index", () => {
    const everyone = { venta: [D1, D2], compra: [D1, S1] };
    const selections = [
      {},
      { tipos: [33] },
      { tipos: [61, 56] },
      { cedido: true },
      { cedido: false },
      { factorings: [A] },
      { factorings: [B], cedido: true },
      { estadoFilters: ['pendiente'] },
      { estadoFilters: ['aceptado', 'anulado'] },
      { estadoFilters: ['reclamado'] },
      { estadoFilters: ['rebajado'], tipos: [33] },
      { estadoFilters: ['anulado'], cedido: false },
    ] as const;
    let counted = 0;
    for (const book of ['venta', 'compra'] as const) {
      for (const range of [{}, { fechaDesde: '2025-02-06', fechaHasta: '2025-03-10' }]) {
        for (const selection of selections) {
          for (const page of [1, 2]) {
            const fromAggregate = documentsView(db, book, { today: TODAY, limit: 3, page, ...selection, ...range });
            const fromLedger = documentsView(db, book, {
              today: TODAY,
              limit: 3,
              page,
              ...selection,
              deudores: everyone[book],
              ...range,
            });
            expect(fromAggregate, JSON.stringify({ book, selection, range, page })).toEqual(fromLedger);
            if (fromAggregate.items.length > 0) counted++;
          }
        }
      }
    }
    expect(counted).toBeGreaterThan(25);
  });

  it('monthly summary and chart: the day aggregate equals the ledger, credit notes by either date', () => {
    const everyone = { venta: [D1, D2], compra: [D1, S1] };
    for (const book of ['venta', 'compra'] as const) {
      for (const useNCIssueDate of [false, true]) {
        for (const range of [{}, { fechaDesde: '2025-01-11', fechaHasta: '2025-03-01' }]) {
          const filters = { useNCIssueDate, ...range };
          expect(monthlySummaryView(db, book, filters)).toEqual(
            monthlySummaryView(db, book, { ...filters, deudores: everyone[book] }),
          );
        }
      }
    }
    for (const selectedFactorings of [[], [A], [B]]) {
      expect(monthlyChartView(db, { selectedFactorings })).toEqual(
        monthlyChartView(db, { selectedFactorings, deudores: [D1, D2] }),
      );
    }
  });

  it('counterparty lists and concentrations: the whole-file aggregates equal the ledger over every day', () => {
    for (const book of ['venta', 'compra'] as const) {
      expect(counterpartyTotalsView(db, book, {})).toEqual(counterpartyTotalsView(db, book, EVERY_DAY));
      expect(claimsByCounterpartyView(db, book, {})).toEqual(claimsByCounterpartyView(db, book, EVERY_DAY));
      expect(creditNotesByCounterpartyView(db, book, {})).toEqual(creditNotesByCounterpartyView(db, book, EVERY_DAY));
      expect(creditNotesByCounterpartyView(db, book, { useNCIssueDate: true })).toEqual(
        creditNotesByCounterpartyView(db, book, EVERY_DAY),
      );
      expect(counterpartyOptionsView(db, book, {})).toEqual(counterpartyOptionsView(db, book, EVERY_DAY));
    }
    expect(crossSalesView(db, {})).toEqual(crossSalesView(db, EVERY_DAY));
    expect(crossSalesView(db, {}).items).toHaveLength(1);
    expect(factoringConcentrationView(db, {})).toEqual(factoringConcentrationView(db, EVERY_DAY));
    expect(debtorConcentrationView(db, {})).toEqual(debtorConcentrationView(db, EVERY_DAY));
    const wholeFile = { fechaDesde: '1990-01-01', fechaHasta: '2025-03-16' };
    expect(counterpartyTotalsView(db, 'venta', wholeFile)).toEqual(counterpartyTotalsView(db, 'venta', {}));
    expect(
      creditNotesByCounterpartyView(db, 'venta', {}).map((row) => [
        row.rutContraparte,
        row.cantidadAnulacion,
        row.cantidadRebaja,
      ]),
    ).toEqual([
      [D2, 1, 0],
      [D1, 1, 1],
    ]);
  });
});
