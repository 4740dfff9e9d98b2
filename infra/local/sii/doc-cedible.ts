/**
 * The local SII's answer to RegistroReclamoDteService.consultarDocDteCedible, computed from what it holds of the DTE
 * (its events and SII reception date), with the codResp 20-25 of the RECLAMO manual v1.2 (pp. 13-14; descResp at most
 * 70 characters).
 */
import type { DteEvent } from '@domain/event-types';
import { daysBetween, todayInChile } from '@domain/chile-time';

/**
 * codResp and descResp of a respuestaTo answer (the WSDL's return type of consultarDocDteCedible and
 * listarEventosHistDoc).
 */
export interface RespuestaTo {
  codResp: number;
  descResp: string;
}

/** DTE types the registry takes cesiones of (SII-PROTOCOLS.md §5). */
const CEDIBLE_TYPES: ReadonlySet<number> = new Set([33, 34, 43, 46]);
const CLAIMS: ReadonlySet<string> = new Set(['RCD', 'RFP', 'RFT']);
const ACCEPTANCES: ReadonlySet<string> = new Set(['ACD', 'ERM']);
/** Days after SII reception within which the receptor may claim (Ley 19.983 as amended by Ley 20.956). */
const CLAIM_DAYS = 8;

/**
 * Decides cedibility, in order: 20 type not cedible; 18 not received; 21 an annulment credit note (NCA) within 8 days
 * of reception; 24 claimed (RCD/RFP/RFT); 23 accepted (ACD/ERM), no claims; 25 more than 8 days since reception; else
 * 22 no claim or receipt record.
 * @param reception the SII reception date-time 'yyyy-MM-dd HH:mm:ss' (Chile), or null; events [] when none; now the
 *   instant of the question.
 */
export function decideCedible(
  tipoDTE: number,
  events: readonly DteEvent[],
  reception: string | null,
  now: Date,
): RespuestaTo {
  if (!CEDIBLE_TYPES.has(tipoDTE)) return { codResp: 20, descResp: 'Tipo de documento no es cedible.' };
  if (reception === null) return { codResp: 18, descResp: 'Documento no ha sido recibido.' };
  if (events.some((e) => e.codigo === 'NCA' && daysBetween(reception, e.fecha) <= CLAIM_DAYS)) {
    return { codResp: 21, descResp: 'DTE No cedible, anulado por nota de crédito dentro de los 8 días' };
  }
  if (events.some((e) => CLAIMS.has(e.codigo)))
    return { codResp: 24, descResp: 'DTE No Cedible, DTE reclamado por el receptor' };
  if (events.some((e) => ACCEPTANCES.has(e.codigo))) return { codResp: 23, descResp: 'DTE Cedible, sin reclamos' };
  if (daysBetween(reception, todayInChile(now)) > CLAIM_DAYS) {
    return { codResp: 25, descResp: 'DTE Cedible, pasados 8 días se entiende dado acuse de recibo' };
  }
  return { codResp: 22, descResp: 'No existe registro de reclamo o de recepción de mercaderías' };
}
