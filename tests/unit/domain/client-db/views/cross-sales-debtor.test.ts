/**
 * 'Ventas Cruzadas' under the sticky bar's debtor filter (client-detail.md §2 "Filtrar por Deudor ... filters every
 * tab that has a counterparty"): a generated ledger of four counterparties over five months, each sold to and bought
 * from, checked against plain sums over the rows of the chosen counterparties in the range (whole file and part of it).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { crossSalesView } from '@domain/client-db/views/cross-sales-view';
import { bookDoc, cesion, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';
import { dayOf } from './generated-ledger';

const PARTIES = ['77000001-1', '77000002-2', '77000003-3', '77000004-4'];

/** A document on most days of Jan..May 2025; every 5th a purchase; every 3rd sale ceded. */
const ROWS = Array.from({ length: 150 }, (_, n) => n)
  .filter((n) => n % 11 !== 10)
  .map((n) => ({
    folio: n + 1,
    book: n % 5 === 0 ? ('compra' as const) : ('venta' as const),
    party: PARTIES[(n * 7) % PARTIES.length]!,
    fecha: dayOf(n),
    total: 2_000 + n * 17,
    cedido: n % 3 === 0 && n % 5 !== 0 ? 900 + n : 0,
  }));

let db: LocalDatabase;
beforeAll(async () => {
  db = await loadTestDatabase({
    librocv: ROWS.map((row) =>
      bookDoc(row.book, row.party, { folio: row.folio, fechaEmision: row.fecha, total: row.total }),
    ),
    cesion: ROWS.filter((row) => row.cedido > 0).map((row) =>
      cesion({ folioDTE: row.folio, rutDeudor: row.party, montoCesion: row.cedido }),
    ),
  });
});

/** The cross-sales rows of `deudores` within [desde, hasta], largest sales first, from the generated rows. */
function expected(deudores: readonly string[], desde = '0000-00-00', hasta = '9999-99-99') {
  return deudores
    .map((party) => {
      const of = (book: 'venta' | 'compra') =>
        ROWS.filter((row) => row.party === party && row.book === book && row.fecha >= desde && row.fecha <= hasta);
      const [ventas, compras] = [of('venta'), of('compra')];
      return {
        rutCliente: party,
        ventaTotal: ventas.reduce((sum, row) => sum + row.total, 0),
        ventaCedida: ventas.reduce((sum, row) => sum + row.cedido, 0),
        ultimaVenta: ventas.at(-1)?.fecha,
        cantidadVentas: ventas.length,
        compraTotal: compras.reduce((sum, row) => sum + row.total, 0),
        ultimaCompra: compras.at(-1)?.fecha,
        cantidadCompras: compras.length,
        both: ventas.length > 0 && compras.length > 0,
      };
    })
    .filter(({ both }) => both)
    .map(({ both: _both, ...row }) => row)
    .sort((a, b) => b.ventaTotal - a.ventaTotal || a.rutCliente.localeCompare(b.rutCliente));
}

const shown = (page: ReturnType<typeof crossSalesView>) =>
  page.items.map(({ nombreCliente: _nombre, compraCedida: _compraCedida, ...row }) => row);

describe('crossSalesView under the debtor filter', () => {
  const chosen = [[PARTIES[1]!], [PARTIES[0]!, PARTIES[3]!], ["x' OR '1'='1"]];

  it('keeps the whole file to the chosen counterparties', () => {
    for (const deudores of chosen) {
      const page = crossSalesView(db, { deudores, limit: 100 });
      expect(shown(page)).toEqual(expected(deudores));
      expect(page.total).toBe(expected(deudores).length);
    }
    expect(shown(crossSalesView(db, { limit: 100 }))).toEqual(expected(PARTIES));
  });

  it('keeps a partial range to the chosen counterparties', () => {
    const range = { fechaDesde: '2025-01-20', fechaHasta: '2025-04-10' };
    for (const deudores of chosen) {
      const page = crossSalesView(db, { ...range, deudores, limit: 100 });
      expect(shown(page)).toEqual(expected(deudores, range.fechaDesde, range.fechaHasta));
    }
  });
});
