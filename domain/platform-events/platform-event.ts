import type { Party } from '../cession';

/**
 * What happened to a document a factoring holds or sent, as told to its webhooks and to its users' alerts
 * (core-platform §2 "Webhooks"; alerts go beyond the spec). Each type is raised once per document and cause:
 * - 'cesion.nueva': a cesión to the factoring appeared in a refresh;
 * - 'cesion.aceptada': the debtor accepted it (ACD/ERM, or the 8-day lapse);
 * - 'cesion.reclamada': the debtor claimed it (RCD, RFP, RFT);
 * - 'cesion.anulada': a credit note annulled it (NCA);
 * - 'cesion.rebajada': a credit note reduced it (ENC);
 * - 'cesion.plazo-aceptacion': two days or fewer are left of its 8-day acceptance window (law 19.983 art. 3);
 * - 'cesion.cedida-otro': a client the factoring enrolled ceded one of its documents to another cesionario (a client
 *   sync's cessions as cedente: lost business and, if the factoring already funded it, double financing);
 * - 'envio.aceptado' / 'envio.rechazado': the SII's answer to an AEC the factoring uploaded.
 */
export const PLATFORM_EVENT_TYPES = [
  'cesion.nueva',
  'cesion.aceptada',
  'cesion.reclamada',
  'cesion.anulada',
  'cesion.rebajada',
  'cesion.plazo-aceptacion',
  'cesion.cedida-otro',
  'envio.aceptado',
  'envio.rechazado',
] as const;

export type PlatformEventType = (typeof PLATFORM_EVENT_TYPES)[number];

/** The document an event is about, with the names the cession screens show. */
export interface PlatformEventDocument {
  rutEmisor: string;
  tipoDTE: number;
  folio: number;
  idSecuencia: number;
  emisor: Party;
  deudor: Party;
  cedente: Party;
  cesionario: Party;
  /** CLP */
  montoCedido: number;
  /** CLP */
  montoDocumento: number;
  /** yyyy-MM-dd, or null when the SII gave none */
  fechaVencimiento: string | null;
}

export interface PlatformEvent {
  /**
   * Deterministic: `${tipo}|${rutFactoring}|${rutEmisor}|${tipoDTE}|${folio}|${cause}` where cause tells apart two
   * events of one type on one document (the event's SII code and date, or the envío id), so a repeated refresh
   * raises nothing new.
   */
  id: string;
  tipo: PlatformEventType;
  /** normalised RUT 'NNNNNNNN-D' of the factoring the event belongs to */
  rutFactoring: string;
  /** ISO instant of what happened (the SII event's date, the refresh or the envío answer) */
  fecha: string;
  documento: PlatformEventDocument;
  /** Spanish one-line reason shown in alerts, e.g. 'Reclamo por contenido (RCD) el 23/11/2026'. */
  detalle: string;
}
