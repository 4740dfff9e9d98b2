import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { claimsByCounterpartyView } from '@domain/client-db/views/claims-by-counterparty-view';
import { counterpartyTotalsView } from '@domain/client-db/views/counterparty-totals-view';
import { creditNotesByCounterpartyView } from '@domain/client-db/views/credit-notes-by-counterparty-view';
import { counterpartyOptionsView } from '@domain/client-db/views/counterparty-options-view';
import { crossSalesView } from '@domain/client-db/views/cross-sales-view';
import { loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';
import { D1, D2, LEDGER, S1 } from './ledger-dataset';

let db: LocalDatabase;
beforeAll(async () => {
  db = await loadTestDatabase(LEDGER);
});

describe('counterpartyTotalsView', () => {
  it('sums sales by debtor without notes, with ceded amounts and shares', () => {
    expect(counterpartyTotalsView(db, 'venta', {})).toEqual([
      {
        rutContraparte: D1,
        contraparte: 'Deudor Uno',
        montoTotal: 3000,
        cantidadDocumentos: 2,
        montoCedido: 800,
        participacion: 50,
      },
      {
        rutContraparte: D2,
        contraparte: D2,
        montoTotal: 3000,
        cantidadDocumentos: 1,
        montoCedido: 3000,
        participacion: 50,
      },
    ]);
    expect(
      counterpartyTotalsView(db, 'compra', {}).map((r) => [r.rutContraparte, r.montoTotal, r.participacion]),
    ).toEqual([
      [S1, 5000, expect.closeTo(87.719298, 5)],
      [D1, 700, expect.closeTo(12.280702, 5)],
    ]);
  });
});

describe('creditNotesByCounterpartyView', () => {
  it('splits credit notes into anulación and rebaja by the state of the referenced invoice', () => {
    expect(creditNotesByCounterpartyView(db, 'venta', {})).toEqual([
      {
        rutContraparte: D2,
        contraparte: D2,
        cantidadTotal: 1,
        montoTotal: 3000,
        cantidadAnulacion: 1,
        montoAnulacion: 3000,
        cantidadRebaja: 0,
        montoRebaja: 0,
        porcentajeTotal: 100,
        porcentajeAnulacion: 100,
        porcentajeRebaja: 0,
      },
      {
        rutContraparte: D1,
        contraparte: 'Deudor Uno',
        cantidadTotal: 1,
        montoTotal: 300,
        cantidadAnulacion: 0,
        montoAnulacion: 0,
        cantidadRebaja: 1,
        montoRebaja: 300,
        porcentajeTotal: 10,
        porcentajeAnulacion: 0,
        porcentajeRebaja: 10,
      },
    ]);
  });

  it('applies the range to the invoice date by default and to the note date with useNCIssueDate', () => {
    expect(
      creditNotesByCounterpartyView(db, 'venta', { fechaDesde: '2025-02-01' }).map((r) => r.rutContraparte),
    ).toEqual([D2]);
    const byNoteDate = creditNotesByCounterpartyView(db, 'venta', { fechaDesde: '2025-02-01', useNCIssueDate: true });
    expect(byNoteDate.map((r) => [r.rutContraparte, r.porcentajeTotal])).toEqual([
      [D2, 100],
      [D1, 15],
    ]);
  });
});

describe('claimsByCounterpartyView', () => {
  it('lists only counterparties with claimed documents, with rates of count and amount', () => {
    expect(claimsByCounterpartyView(db, 'venta', {})).toEqual([
      {
        rutContraparte: D1,
        contraparte: 'Deudor Uno',
        documentosReclamados: 1,
        montoReclamado: 2000,
        totalDocumentos: 2,
        montoTotal: 3000,
        porcentajeReclamos: 50,
        impactoMonto: expect.closeTo(66.666667, 5),
      },
    ]);
    expect(
      claimsByCounterpartyView(db, 'compra', {}).map((r) => [r.rutContraparte, r.porcentajeReclamos, r.impactoMonto]),
    ).toEqual([[S1, 100, 100]]);
  });
});

describe('crossSalesView', () => {
  it('keeps counterparties with both sales and purchases, one page of 20 by default', () => {
    expect(crossSalesView(db, {})).toEqual({
      items: [
        {
          rutCliente: D1,
          nombreCliente: 'Deudor Uno',
          ventaTotal: 3000,
          ventaCedida: 800,
          ultimaVenta: '2025-02-05',
          cantidadVentas: 2,
          compraTotal: 700,
          compraCedida: 700,
          ultimaCompra: '2025-02-11',
          cantidadCompras: 1,
        },
      ],
      total: 1,
      page: 1,
      limit: 20,
      totalPages: 1,
    });
    expect(crossSalesView(db, { fechaDesde: '2025-02-12' })).toEqual({
      items: [],
      total: 0,
      page: 1,
      limit: 20,
      totalPages: 0,
    });
    expect(crossSalesView(db, { page: 2 })).toMatchObject({ items: [], total: 1, page: 2 });
  });
});

describe('counterpartyOptionsView', () => {
  it('offers each debtor or supplier with its document count, by name', () => {
    expect(counterpartyOptionsView(db, 'venta', {})).toEqual([
      { rut: D2, nombre: D2, cantidad: 1 },
      { rut: D1, nombre: 'Deudor Uno', cantidad: 2 },
    ]);
    expect(counterpartyOptionsView(db, 'compra', { fechaDesde: '2025-03-01' })).toEqual([
      { rut: S1, nombre: 'Proveedor Uno', cantidad: 1 },
    ]);
  });
});
