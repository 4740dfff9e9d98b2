import type { SiiRole } from '@domain/sii-role';
import type { DocumentKey } from '@domain/document-key';

/** A file exactly as the SII serves it: its name and its raw bytes (encodings left as the SII wrote them). */
export interface SiiFile {
  name: string;
  bytes: Uint8Array;
}

/** A "cesiones en período" request: whose cessions, seen from which role, in which window ('yyyy-MM-dd', inclusive). */
export interface PeriodQuery {
  rut: string;
  role: SiiRole;
  desde: string;
  hasta: string;
}

/**
 * The SII gateway: every answer comes back in the SII's own formats, never pre-parsed, so that the
 * domain parsers run on every path (a file source locally and in tests, the SII web services on AWS).
 */
export interface SiiGateway {
  /** The period answers (TXT ';' or XML) covering the query; the caller filters rows by date. */
  fetchPeriodAnswers(query: PeriodQuery): Promise<SiiFile[]>;
  /** The latest AEC XML of the DTE (the one with the highest SeqCesion), or null when the SII has none. */
  fetchAec(dte: DocumentKey): Promise<SiiFile | null>;
  /** The listarEventosHistDoc SOAP answer of the DTE, or null when the SII gives none. */
  fetchEvents(dte: DocumentKey): Promise<SiiFile | null>;
  /** The consultarFechaRecepcionSii SOAP answer of the DTE, or null when the SII gives none. */
  fetchReceptionDate(dte: DocumentKey): Promise<SiiFile | null>;
}

/**
 * The SII's public company registry files, a separate port because they are not per company or document: the
 * client database builder reads them, the refresh does not.
 */
export interface SiiNominaSource {
  /**
   * The SII's published "Nómina de empresas personas jurídicas" files (PUB_EMPRESAS_PJ_*.txt, tab-separated, one
   * row per company and commercial year), oldest years first; [] when there is none.
   */
  fetchNominaEmpresas(): Promise<SiiFile[]>;
}
