/**
 * The demo world in memory, before it is written as SII files: companies, the DTEs they issued, the chain of
 * cesiones of each DTE and what the SII registered about it (reception date, events). Times are local Chile
 * seconds ({@link LocalSeconds}); dates 'yyyy-MM-dd'; amounts CLP.
 */
import type { DteCafInput, DteItemInput, DteReferenciaInput, DteTotalesInput } from '@domain/aec/build-input';
import type { EventCode } from '@domain/event-codes';
import type { LocalSeconds } from './local-time';

/** A company with everything a DTE, an AEC and a period answer need about it. */
export interface WorldCompany {
  rut: string;
  razonSocial: string;
  /** ≤ 40 characters (GiroRecep). */
  giro: string;
  acteco: number;
  direccion: string;
  comuna: string;
  ciudad: string;
  email: string;
  /** Phone printed in the DTEs it issues (Emisor/Telefono), e.g. '+56 2 2345 6789'. */
  telefono: string;
  /** The person who signs for it (RUTAutorizado). */
  representante: { rut: string; nombre: string };
  /** Index into SECTORS: what it sells. */
  sector: number;
  /** The e-mail the SII knows for receiving DTEs (MAIL_DEUDOR), often unknown (null). */
  mailDte: string | null;
}

/** One cesión of a chain; SEQ is its 1-based position. */
export interface WorldCesion {
  seq: number;
  cedente: WorldCompany;
  cesionario: WorldCompany;
  montoCesion: number;
  fecha: LocalSeconds;
  ultimoVencimiento: string;
  /** ESTADO_CESION the SII reports for this cesión. */
  estado: string;
}

/** An event of listarEventosHistDoc. responsable is the RUT 'NNNNNNNN-D' of who registered it. */
export interface WorldEvent {
  codigo: EventCode;
  fecha: LocalSeconds;
  responsable: string;
}

/** What the SII answers for a DTE's events: a list (codResp 15), "no events" (16) or no file at all. */
export type WorldEventAnswer =
  { kind: 'lista'; eventos: WorldEvent[] } | { kind: 'sin-eventos' } | { kind: 'sin-archivo' };

/** What the SII answers for a DTE's reception date: a date, an empty return, or no file at all. */
export type WorldReceptionAnswer = 'fecha' | 'vacia' | 'sin-archivo';

/** A ceded DTE. For tipoDTE 46 the emisor is the buyer (deudor) and the receptor the seller (vendedor). */
export interface WorldDocument {
  tipoDTE: 33 | 34 | 43 | 46;
  folio: number;
  emisor: WorldCompany;
  receptor: WorldCompany;
  vendedor: WorldCompany;
  deudor: WorldCompany;
  fechaEmision: string;
  fechaVencimiento: string;
  timbre: LocalSeconds;
  items: DteItemInput[];
  totales: DteTotalesInput;
  referencias: DteReferenciaInput[];
  caf: DteCafInput;
  recepcion: LocalSeconds;
  receptionAnswer: WorldReceptionAnswer;
  cesiones: WorldCesion[];
  eventAnswer: WorldEventAnswer;
  /** False when the SII has no AEC to give for it (core-platform §3 aec_descargado 0). */
  aecAvailable: boolean;
}

/** The whole world. `today` is the Chile calendar day it is generated for; nothing happens on or after it. */
export interface World {
  seed: string;
  today: string;
  scale: number;
  factorings: WorldCompany[];
  cedentes: WorldCompany[];
  deudores: WorldCompany[];
  documents: WorldDocument[];
}
