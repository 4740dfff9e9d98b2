/**
 * A hand-written ledger for the aggregate view tests. Client C sells to D1 and D2 and buys from D1 (a cross sale)
 * and S1. Expected values in the tests are computed by hand from these rows.
 *   ventas: V1 33/10 D1 2025-01-10 1000 (ceded to A for 800), V2 33/11 D1 2025-02-05 2000 (reclamado),
 *           V3 33/12 D2 2025-02-20 3000 (ceded to B for 3000), X 56/600 D1 2025-02-01 50 (debit note),
 *           NC1 61/500 D1 2025-03-02 300 -> V1 (rebaja), NC2 61/501 D2 2025-02-25 3000 -> V3 (anulación)
 *   compras: P1 33/70 from D1 2025-02-11 700 (ceded by D1 to A for 700), P2 33/71 from S1 2025-03-01 5000 (reclamado)
 */
import { CLIENT, cesion, doc, type TableRows } from '@tests/unit/web/localdb/client-db-fixture';

export const D1 = '77000001-1';
export const D2 = '77000002-2';
export const S1 = '77000003-3';
export const A = '96000001-1';
export const B = '96000002-2';

export const LEDGER: TableRows = {
  librocv: [
    doc({ folio: 10, rutReceptor: D1, fechaEmision: '2025-01-10', total: 1000 }),
    doc({ folio: 11, rutReceptor: D1, fechaEmision: '2025-02-05', total: 2000, reclamado: 1 }),
    doc({ folio: 12, rutReceptor: D2, fechaEmision: '2025-02-20', total: 3000 }),
    doc({ folio: 600, tipoDTE: 56, rutReceptor: D1, fechaEmision: '2025-02-01', total: 50 }),
    doc({
      folio: 500,
      tipoDTE: 61,
      rutReceptor: D1,
      fechaEmision: '2025-03-02',
      total: 300,
      tipoReferencia: 33,
      folioReferencia: 10,
    }),
    doc({
      folio: 501,
      tipoDTE: 61,
      rutReceptor: D2,
      fechaEmision: '2025-02-25',
      total: 3000,
      tipoReferencia: 33,
      folioReferencia: 12,
    }),
    doc({
      ventaOCompra: 'compra',
      folio: 70,
      rutEmisor: D1,
      rutReceptor: CLIENT,
      fechaEmision: '2025-02-11',
      total: 700,
    }),
    doc({
      ventaOCompra: 'compra',
      folio: 71,
      rutEmisor: S1,
      rutReceptor: CLIENT,
      fechaEmision: '2025-03-01',
      total: 5000,
      reclamado: 1,
    }),
  ],
  nc_resumen: [
    { rutEmisor: CLIENT, tipoDTE: 33, folio: 10, ncCount: 1, ncTotal: 300, estado: 'Rebajado' },
    { rutEmisor: CLIENT, tipoDTE: 33, folio: 12, ncCount: 1, ncTotal: 3000, estado: 'Anulado' },
  ],
  cesion: [
    cesion({ folioDTE: 10, rutDeudor: D1, rutCesionario: A, montoCesion: 800, fechaHoraCesion: '2025-01-15 10:00:00' }),
    cesion({
      folioDTE: 12,
      rutDeudor: D2,
      rutCesionario: B,
      montoCesion: 3000,
      fechaHoraCesion: '2025-02-21 10:00:00',
    }),
    cesion({
      folioDTE: 70,
      rutEmisor: D1,
      rutCedente: D1,
      rutDeudor: CLIENT,
      rutCesionario: A,
      montoCesion: 700,
      fechaHoraCesion: '2025-02-12 10:00:00',
    }),
  ],
  razonsocial: [
    { rut: D1, razonsocial: 'Deudor Uno' },
    { rut: S1, razonsocial: 'Proveedor Uno' },
  ],
};
