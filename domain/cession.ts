import type { RedFlag } from './red-flags/red-flag';
import type { SiiRole } from './sii-role';
import type { AceptadoState, DteEvent, FlagState } from './event-types';

/** A company as a cession shows it: normalised RUT and razón social (trimmed, upper-case). */
export interface Party {
  rut: string;
  razonSocial: string;
}

/**
 * The stored cession of one factoring in one role (core-platform §3 "Cession"), one per
 * document and idSecuencia. Built by the refresh job from the SII period answer, enriched by the AEC
 * (chain, razones sociales, DTE) and the DTE events. Dates: fechaEmision/fechaVencimiento 'yyyy-MM-dd',
 * fechaCesion 'yyyy-MM-dd HH:mm' and fechaRecepcion 'yyyy-MM-dd HH:mm:ss' in Chile local time. Amounts CLP.
 */
export interface CessionRecord {
  rutFactoring: string;
  role: SiiRole;
  tipoDTE: number;
  folio: number;
  /** SeqCesion of the cesión this row describes (1 when no AEC was available). */
  idSecuencia: number;
  emisor: Party;
  deudor: Party;
  cedente: Party;
  cesionario: Party;
  montoDocumento: number;
  montoCedido: number;
  fechaEmision: string;
  fechaCesion: string;
  fechaVencimiento: string | null;
  fechaRecepcion: string | null;
  /** ESTADO_CESION as the SII wrote it, e.g. 'Cesion Vigente'. */
  estadoCesionSii: string;
  /** True when this factoring already re-ceded the document (a later cesión has it as cedente). */
  recedido: boolean;
  emailsDeudores: string[];
  mailCedente: string | null;
  mailCesionario: string | null;
  /**
   * S3 key of the newest stored AEC XML of the document when the record was built (aec/.../SEQ-{n}.xml, n may be past
   * idSecuencia), null when the AEC could not be obtained. Served only through lambdas/services/documents/stored-aec.ts
   * readLinkAec, which cuts it at idSecuencia.
   */
  aecKey: string | null;
  /** null when the SII gave no event list for the DTE. */
  eventos: DteEvent[] | null;
  /**
   * ISO instant the events of a settled document were last read from the SII (lambdas/services/refresh/document-plan.ts
   * decides when they are read again); absent while they are read on every run.
   */
  eventosLeidosEn?: string;
  /**
   * ISO instant the refresh last asked for answers the SII did not have for this document (no AEC, no event list,
   * no reception date): outside the claim window they are asked again only an hour later (document-plan.ts).
   */
  faltantesConsultadosEn?: string;
  /** Name of the SII file the row was read from when the record was built. */
  sourceFile: string;
  /**
   * Fingerprint of the period row the record was built from (lambdas/services/refresh/source-hash.ts): a refresh that
   * reads the same row again does not ask the SII for its AEC again. Absent on records written before it.
   */
  sourceHash?: string;
  /** ISO instant of the last write. */
  updatedAt: string;
  /**
   * The red flags the refresh raised (domain/red-flags/evaluate-red-flags.ts); absent on records written before them.
   */
  alertas?: RedFlag[];
}

/**
 * The cession entity returned by the API (core-platform §3), derived from a {@link CessionRecord}
 * at read time because 'Faltan N días', diasDesdeCesion and 'Nuevo' depend on the current date.
 */
export interface CesionView {
  id: string;
  folio: number;
  tipo: number;
  idSecuencia: number;
  emisor: Party;
  deudor: Party;
  cedente: Party;
  cesionario: Party;
  montoDocumento: number;
  montoCedido: number;
  /** 'yyyy-MM-dd' */
  fechaEmision: string;
  /** 'yyyy-MM-dd HH:mm:ss' or null */
  fechaRecepcion: string | null;
  /** date of the acceptance event, 'yyyy-MM-dd HH:mm:ss' or null */
  fechaAceptacionSII: string | null;
  /** 'yyyy-MM-dd HH:mm' */
  fechaCesion: string;
  /** 'dd-MM-yyyy' or null (core-platform §3) */
  fechaVencimiento: string | null;
  diasDesdeCesion: number;
  /** empty string means already re-assigned (core-platform §3) */
  estadoCesion: string;
  estadoNomina: string | null;
  /** 1 = the factoring notified the debtor of this cession (acquired) or re-cession (assigned), else 0 */
  deudorNotificado: number;
  /** ISO instant of that notification, null when not notified */
  fechaNotificacionDeudor: string | null;
  emailsDeudores: string[];
  /** 0 = invalid assignee e-mail */
  esCasillaCorreta: number;
  casillaCesionario: string | null;
  /** 1 = AEC stored; 0 = it could not be downloaded (core-platform §3, §8) */
  aec_descargado: number;
  aceptado: AceptadoState;
  anulado: FlagState;
  rebajado: FlagState;
  eventos: DteEvent[] | null;
  /** The red flags stored with the record ([] when none or not yet evaluated). */
  alertas: RedFlag[];
}
