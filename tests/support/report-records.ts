import type { CessionRecord } from '@domain/cession';
import type { DteEvent } from '@domain/event-types';
import { cessionRecord } from './cession-factory';

const ev = (codigo: string, fecha = '2026-11-12 10:00:00'): DteEvent => ({
  codigo,
  descripcion: codigo,
  fecha,
  responsable: '76389992-6',
});

const EVENTS: (DteEvent[] | null)[] = [
  [],
  [ev('CED')],
  [ev('CED'), ev('ACD')],
  [ev('RCD')],
  [ev('NCA')],
  [ev('ENC'), ev('CED')],
  null,
];
const CEDENTES = [
  { rut: '76399752-9', razonSocial: 'Comercializadora Innova Mobel SpA ' },
  { rut: '77100013-5', razonSocial: 'cedente dos' },
  { rut: '77100026-7', razonSocial: '' },
];
const DEUDORES = [
  { rut: '96874030-K', razonSocial: 'EMPRESAS LA POLAR S.A.' },
  { rut: '96000017-2', razonSocial: 'deudor b ' },
  { rut: '96000034-2', razonSocial: '' },
  { rut: '96000051-2', razonSocial: 'DEUDOR D' },
];

/**
 * `count` acquired cessions of one factoring over September to November 2026 whose facts vary as 'Reportes' reads
 * them: three cedentes and four debtors (some unnamed, names in any case), re-ceded, other and counted SII states,
 * accepted, claimed, annulled, reduced, events missing, receptions from 10 to 14 November (so the 8-day lapse falls
 * from 18 to 23 November), due dates spread over months or missing, and a few records of another role.
 */
export function reportRecords(count = 84): CessionRecord[] {
  return Array.from({ length: count }, (_, i) =>
    cessionRecord({
      role: i % 23 === 5 ? 'cedente' : 'cesionario',
      folio: 1000 + i,
      cedente: CEDENTES[i % 3]!,
      emisor: CEDENTES[i % 3]!,
      deudor: DEUDORES[i % 4]!,
      montoDocumento: 200_000 + i * 1_000,
      montoCedido: 100_000 + i * 1_000,
      fechaCesion: `2026-${['09', '10', '11'][i % 3]}-${String(1 + (i % 28)).padStart(2, '0')} 10:00`,
      fechaVencimiento:
        i % 9 === 0 ? null : `2026-${String(9 + (i % 4)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`,
      fechaRecepcion: i % 19 === 0 ? null : `2026-11-${10 + (i % 5)} 18:30:00`,
      estadoCesionSii:
        i % 11 === 0 ? 'Cesion Anulada' : i % 13 === 0 ? 'Documento Asociado en Cobranza' : 'Cesion Vigente',
      recedido: i % 7 === 0,
      eventos: EVENTS[i % EVENTS.length]!,
    }),
  );
}
