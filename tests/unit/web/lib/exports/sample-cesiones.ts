import type { CesionView } from '@domain/cession';
import { cesionView } from '@tests/support/cession-factory';

/** Three documents with different states, dates and amounts, shared by the export tests. */
export function sampleCesiones(): CesionView[] {
  return [
    cesionView({ id: 'a', folio: 101, montoCedido: 1_234_567, montoDocumento: 1_500_000, estadoNomina: 'Aprobada' }),
    cesionView({
      id: 'b',
      folio: 102,
      tipo: 34,
      emisor: { rut: '11111111-1', razonSocial: 'OTRA EMISORA' },
      cedente: { rut: '11111111-1', razonSocial: 'OTRA EMISORA' },
      montoCedido: 250_000,
      montoDocumento: 250_000,
      fechaRecepcion: null,
      aceptado: { state: 'no', msg: 'Reclamo al contenido', fecha: '2019-04-06 09:15:00', codigo: 'RCD' },
      anulado: { state: 'si', msg: 'Anulado', fecha: '2019-04-10 11:30:00' },
    }),
    cesionView({
      id: 'c',
      folio: 103,
      montoCedido: 9_999,
      montoDocumento: 20_000,
      fechaCesion: '2019-04-05 23:45',
      aceptado: { state: 'si', msg: 'Aceptado pagador', fecha: '2019-04-05 08:00:00', codigo: 'ACD' },
      rebajado: { state: 'si', msg: 'Rebajado', fecha: '2019-04-12 17:05:00' },
    }),
  ];
}
