import type { CesionRow } from '@domain/client-db/views/cesiones-view';

/**
 * A row of the Cesiones tab: a Factura ceded to Factoring Uno, reclaimed and reduced by one credit note; `overrides`
 * replaces any field.
 */
export function cesionRow(overrides: Partial<CesionRow> = {}): CesionRow {
  return {
    id: '33-1501-96790240-3-2026-03-10 12:30:00',
    folio: 1501,
    tipo: 33,
    fecha: '2026-03-02',
    fechaCesion: '2026-03-10 12:30:00',
    monto: 1_190_000,
    deudor: 'Deudor SpA',
    rutDeudor: '77000001-1',
    estado: 'reclamado',
    aceptado: false,
    reclamado: true,
    anulado: false,
    rebajado: true,
    cedido: true,
    montoCedido: 1_000_000,
    factoring: 'Factoring Uno SA',
    rutFactoring: '96790240-3',
    ncReferenceCount: 1,
    ncTotalAmount: 190_000,
    ...overrides,
  };
}
