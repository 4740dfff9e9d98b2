/**
 * What the SII and the factoring's own data say about one document before it is financed: the inputs of the
 * cedibility gloss (glosa-cedible.ts) and of the '¿Financiable?' verdict (financiable.ts). Sources:
 * SII-PROTOCOLS.md §6 (consultarDocDteCedible codResp 20-25, listarEventosHistDoc, consultarFechaRecepcionSii) and
 * §7 (getEstCesion, getEstCesionRelac: RUT_TENEDOR).
 */
import type { DteEvent } from '../event-types';

/** The registry's answer about the document (getEstCesion, then getEstCesionRelac for the factoring). */
export type RegistryFinding =
  | { kind: 'no-cedido' }
  /** Ceded; tenedor is RUT_TENEDOR when the registry named it, null when the factoring is not linked (ESTADO -15). */
  | { kind: 'cedido'; tenedor: string | null }
  /** Ceded, but the holder could not be read (getEstCesionRelac failed). */
  | { kind: 'cedido-sin-tenedor' }
  /** The registry could not be read. */
  | { kind: 'desconocido' };

/** consultarDocDteCedible's answer, or null when it could not be read. */
export type CedibleFinding = { codResp: number; descResp: string } | null;

/** The debtor's record among the documents the factoring holds (its acquired cessions with a known event list). */
export interface DeudorRecord {
  rutDeudor: string;
  /** Distinct documents of this debtor the factoring holds whose events are known. */
  documentos: number;
  /** Of those, the ones the debtor claimed (RCD, RFP or RFT). */
  reclamados: number;
}

/** Everything the verdict weighs for one document. */
export interface DocumentFindings {
  /** The factoring asking, 'NNNNNNNN-D'. */
  rutFactoring: string;
  registro: RegistryFinding;
  cedible: CedibleFinding;
  /** listarEventosHistDoc events (fecha 'yyyy-MM-dd HH:mm:ss'), [] when none, null when the SII gave no list. */
  eventos: DteEvent[] | null;
  /** consultarFechaRecepcionSii 'yyyy-MM-dd HH:mm:ss' (Chile), null when unknown. */
  fechaRecepcion: string | null;
  /** The debtor's record, null when the debtor is not known. */
  deudor: DeudorRecord | null;
}
