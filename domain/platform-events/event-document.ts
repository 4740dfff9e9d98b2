import type { CessionRecord } from '../cession';
import type { PlatformEventDocument } from './platform-event';

/** The document part of an event about a stored cession (platform-event.ts PlatformEventDocument). */
export function eventDocument(record: CessionRecord): PlatformEventDocument {
  return {
    rutEmisor: record.emisor.rut,
    tipoDTE: record.tipoDTE,
    folio: record.folio,
    idSecuencia: record.idSecuencia,
    emisor: record.emisor,
    deudor: record.deudor,
    cedente: record.cedente,
    cesionario: record.cesionario,
    montoCedido: record.montoCedido,
    montoDocumento: record.montoDocumento,
    fechaVencimiento: record.fechaVencimiento,
  };
}
