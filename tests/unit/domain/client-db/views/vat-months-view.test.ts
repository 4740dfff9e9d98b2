import { describe, expect, it } from 'vitest';
import { vatMonthsView } from '@domain/client-db/views/vat-months-view';
import { loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';

const IVA = [
  { ventaOCompra: 'venta', periodo: '2026-07', iva: 100 },
  { ventaOCompra: 'venta', periodo: '2026-08', iva: 200 },
  { ventaOCompra: 'compra', periodo: '2026-08', iva: 30 },
  { ventaOCompra: 'venta', periodo: '2026-09', iva: 300 },
  { ventaOCompra: 'compra', periodo: '2026-10', iva: 40 },
];

describe('vatMonthsView', () => {
  it('keeps whole the months that share a day with the range, débito and crédito per month', async () => {
    const db = await loadTestDatabase({ iva_mensual: IVA });
    expect(vatMonthsView(db, { fechaDesde: '2026-08-31', fechaHasta: '2026-09-01' })).toEqual([
      { mes: '2026-08', mesDisplay: 'Ago 2026', debito: 200, credito: 30 },
      { mes: '2026-09', mesDisplay: 'Sep 2026', debito: 300, credito: 0 },
    ]);
  });

  it('shows every month without a range, and none for a range outside the file', async () => {
    const db = await loadTestDatabase({ iva_mensual: IVA });
    expect(vatMonthsView(db).map((row) => row.mes)).toEqual(['2026-07', '2026-08', '2026-09', '2026-10']);
    expect(vatMonthsView(db, { fechaDesde: '2025-01-01', fechaHasta: '2025-12-31' })).toEqual([]);
  });

  it('refuses a date that is not yyyy-MM-dd', async () => {
    const db = await loadTestDatabase({ iva_mensual: IVA });
    expect(() => vatMonthsView(db, { fechaDesde: '08/2026' })).toThrow(RangeError);
  });
});
