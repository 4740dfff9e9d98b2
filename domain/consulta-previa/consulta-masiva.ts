/**
 * A masivo prior consultation (core-platform §2 "Prior consultation" Masivo tab, §7 POST
 * /v1/jwt/consultapreviaasincrono: "the result is e-mailed later"; processed in the background and kept
 * in a history on the screen): who asked, where the result goes, the documents, where it stands and, once done, how
 * many documents got each '¿Financiable?' verdict.
 */
import type { ConsultaPreviaRow } from './consulta-row';
import { SIN_INFORMACION } from './financiable';
import type { DteConsulta } from './folio-range';

/** 'en-proceso' until the job e-mailed the result ('enviado') or gave up ('fallido', with the reason). */
export type EstadoConsultaMasiva = 'en-proceso' | 'enviado' | 'fallido';

/** Documents per '¿Financiable?' verdict (Sí, Con reparos, Sin información, No). */
export interface ConteoVeredictos {
  si: number;
  conReparos: number;
  /** 'Sin información (SII no respondió)'; absent from requests counted before that verdict existed (read as 0). */
  sinInformacion?: number;
  no: number;
}

/** What the history shows of one request (GET /v1/jwt/consultapreviaasincrono). */
export interface ConsultaMasivaResumen {
  /** '{creadaEn}#{uuid}': unique within the factoring and sorted by time. */
  id: string;
  /** ISO instant the request was accepted. */
  creadaEn: string;
  /** The e-mail (or username) of the user who asked. */
  solicitadaPor: string;
  /** Where the result is e-mailed. */
  email: string;
  /** How many documents were asked about (1 to 100). */
  documentos: number;
  /**
   * How many of them the job has consulted so far (0 until its first batch is done; all of them for a request that
   * ran before the job stored its progress).
   */
  procesados: number;
  estado: EstadoConsultaMasiva;
  /** null until the consultation ran. */
  conteo: ConteoVeredictos | null;
  /** ISO instant the job finished (null while en-proceso). */
  terminadaEn: string | null;
  /** Why it failed ('fallido' only). */
  error: string | null;
}

/** The stored request: the summary plus its factoring and documents. */
export interface ConsultaMasiva extends Omit<ConsultaMasivaResumen, 'documentos' | 'procesados'> {
  rutFactoring: string;
  dtes: DteConsulta[];
  /** Absent until the job stored its first progress. */
  procesados?: number;
}

/** The summary of a stored request (its documents counted, not listed). */
export function resumenDe(consulta: ConsultaMasiva): ConsultaMasivaResumen {
  const { id, creadaEn, solicitadaPor, email, estado, conteo, terminadaEn, error } = consulta;
  const documentos = consulta.dtes.length;
  return {
    id,
    creadaEn,
    solicitadaPor,
    email,
    documentos,
    procesados: consulta.procesados ?? (conteo ? documentos : 0),
    estado,
    conteo,
    terminadaEn,
    error,
  };
}

/** Counts the rows of a consultation by verdict. */
export function conteoVeredictos(rows: readonly Pick<ConsultaPreviaRow, 'financiable'>[]): ConteoVeredictos {
  const conteo = { si: 0, conReparos: 0, sinInformacion: 0, no: 0 };
  for (const { financiable } of rows) {
    if (financiable === 'Sí') conteo.si += 1;
    else if (financiable === 'Con reparos') conteo.conReparos += 1;
    else if (financiable === SIN_INFORMACION) conteo.sinInformacion += 1;
    else conteo.no += 1;
  }
  return conteo;
}
