/**
 * What the SII web client hands its callers beyond the {@link SiiGateway} port: a gateway bound to one factoring's
 * portal session and token (closed, i.e. logged out, after each use), and a client company's own session for its
 * period answers, RCV exports and Carpeta Tributaria.
 */
import type { PeriodQuery, SiiFile, SiiGateway } from '../../platform/sii-port';
import type { SiiError } from './errors';

/** A gateway holding an SII session: `close()` logs out (SII-PROTOCOLS.md §11.5: log out every time). */
export interface SiiSessionGateway extends SiiGateway {
  /** Logs out of the portal session if one was opened; never throws. */
  close(): Promise<void>;
}

/** One RCV export request (SII-PROTOCOLS.md §9): book, tax period 'yyyyMM' and, for purchases, the estado. */
export interface RcvQuery {
  operacion: 'VENTA' | 'COMPRA';
  periodo: string;
  estadoContab?: 'REGISTRO' | 'PENDIENTE' | 'NO_INCLUIR' | 'RECLAMADO';
}

/** A client company's own session at the SII (logged in with its clave). */
export interface ClientSiiSession {
  /** Its "cesiones en período" answers (query.rut must be the client), as SiiGateway.fetchPeriodAnswers. */
  fetchPeriodAnswers(query: PeriodQuery): Promise<SiiFile[]>;
  /**
   * One RCV CSV export named RCV_VENTA_{rut}_{yyyyMM}.csv or RCV_COMPRA_{ESTADO}_{rut}_{yyyyMM}.csv, or null when
   * the SII has no documents for it (codRespuesta 2).
   */
  fetchRcv(query: RcvQuery): Promise<SiiFile | null>;
  /**
   * Its Carpeta Tributaria "para solicitar créditos": the PDF and the IVA history of its F29 forms (cte-service.ts).
   */
  fetchCarpetaTributaria(): Promise<CarpetaTributaria>;
  /** Logs out if logged in; never throws. */
  close(): Promise<void>;
}

/** The outcome of a portal login made with a stored clave, so the credential store can record it. */
export type LoginResult = { ok: true } | { ok: false; error: SiiError };

/** A gathered carpeta: its PDF and the IVA history read from its F29 forms. */
export interface CarpetaTributaria {
  /** CARPETA_TRIBUTARIA_{rut}.pdf, the SII's bytes. */
  pdf: SiiFile;
  /**
   * HISTORIAL_IVA_{rut}.json (UTF-8): `{rut, formulario: '29', declaraciones: [{periodo 'yyyy-MM', folio, estado,
   * historial: [['dd/MM/yyyy', text]]}]}`, newest first, one per filed month (cte-page.ts f29HistoryEntry).
   */
  ivaHistory: SiiFile;
}
