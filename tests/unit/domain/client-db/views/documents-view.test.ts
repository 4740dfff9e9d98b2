import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { documentsView, type DocumentsFilters } from '@domain/client-db/views/documents-view';
import { CLIENT, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';
import { A, B, LEDGER, S1 } from './ledger-dataset';

const TODAY = '2025-04-30';
let db: LocalDatabase;
beforeAll(async () => {
  db = await loadTestDatabase(LEDGER);
});

const folios = (filters: Omit<DocumentsFilters, 'today'>, book: 'venta' | 'compra' = 'venta') =>
  documentsView(db, book, { today: TODAY, ...filters }).items.map((row) => row.folio);

describe('documentsView', () => {
  it('lists issued documents newest first with the credit notes of each invoice', () => {
    const page = documentsView(db, 'venta', { today: TODAY });
    expect(page.items.map((r) => r.folio)).toEqual([500, 501, 12, 11, 600, 10]);
    const v1 = page.items.find((r) => r.folio === 10);
    expect(v1).toMatchObject({
      notasCreditoCount: 1,
      notasCreditoTotal: 300,
      rebajado: true,
      anulado: false,
      cedido: true,
      montoCedido: 800,
      factoring: A,
      fechaCesion: '2025-01-15 10:00:00',
      deudor: 'Deudor Uno',
    });
    expect(v1?.notasCreditoList).toEqual([
      { folio: 500, fecha: '2025-03-02', total: 300, receptor: 'Deudor Uno', rutReceptor: '77000001-1' },
    ]);
    expect(page.items.find((r) => r.folio === 12)).toMatchObject({ anulado: true, rebajado: false });
    expect(page.items.find((r) => r.folio === 500)).toMatchObject({
      tipoReferencia: 33,
      folioReferencia: 10,
      notasCreditoList: [],
    });
  });

  it('filters by cedido, factoring, tipos, estado and date range', () => {
    expect(folios({ cedido: true })).toEqual([12, 10]);
    expect(folios({ cedido: false })).toEqual([500, 501, 11, 600]);
    expect(folios({ factorings: [B] })).toEqual([12]);
    expect(folios({ tipos: [33] })).toEqual([12, 11, 10]);
    expect(folios({ estadoFilters: ['reclamado'] })).toEqual([11]);
    expect(folios({ fechaDesde: '2025-02-05', fechaHasta: '2025-02-20' })).toEqual([12, 11]);
  });

  it('lists received documents with the supplier as counterparty', () => {
    const page = documentsView(db, 'compra', { today: TODAY });
    expect(page.items.map((r) => [r.folio, r.emisor, r.rutDeudor, r.cedido])).toEqual([
      [71, 'Proveedor Uno', CLIENT, false],
      [70, 'Deudor Uno', CLIENT, true],
    ]);
    expect(folios({ deudores: [S1] }, 'compra')).toEqual([71]);
  });
});
