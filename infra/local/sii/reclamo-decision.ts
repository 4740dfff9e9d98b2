/**
 * The local SII's verdict on RegistroReclamoDteService.ingresarAceptacionReclamoDoc for a claim (RCD, RFP, RFT), from
 * what it holds of the DTE: its receptor (latest AEC), events and SII reception date. The receptor's checks of the
 * RECLAMO manual v1.2 (pp. 3-9; codResp table pp. 8-9; SII-PROTOCOLS.md §6), in this order: 14 the token's holder does
 * not act for the receptor; 18 not received; 10 received before 2017-01-14; 7 the same event already registered; 5
 * already claimed with another action; 11 content accepted (ACD); 13 receipt of goods granted (ERM); 8 more than 8 days
 * since reception; else 0.
 */
import { daysBetween, todayInChile } from '@domain/chile-time';
import type { DteEvent } from '@domain/event-types';
import { COD_RESP_RECLAMO, type AccionReclamo } from '@domain/reclamo/reclamo-dte';
import type { RespuestaTo } from './doc-cedible';

/** Days after SII reception within which the receptor may claim (Ley 19.983 art. 3 as amended by Ley 20.956). */
const CLAIM_DAYS = 8;
/** The first reception day the service takes events for (RECLAMO manual p.3). */
const FIRST_RECEPTION_DAY = '2017-01-14';
const CLAIMS: ReadonlySet<string> = new Set(['RCD', 'RFP', 'RFT']);

/** What the verdict needs. */
export interface ReclamoFacts {
  accion: AccionReclamo;
  /** True when the token's holder is the receptor or represents it. */
  actsForReceptor: boolean;
  /** The DTE's events so far ([] when none). */
  events: readonly DteEvent[];
  /** The SII reception date-time 'yyyy-MM-dd HH:mm:ss' (Chile), or null when the SII has not received the DTE. */
  reception: string | null;
  now: Date;
}

/** The codResp and descResp (at most 70 characters) of the claim. */
export function decideReclamo(facts: ReclamoFacts): RespuestaTo {
  const { accion, events, reception } = facts;
  if (!facts.actsForReceptor) {
    return {
      codResp: COD_RESP_RECLAMO.soloReceptor,
      descResp: 'Acción solo puede ser registrada por el receptor del documento',
    };
  }
  if (reception === null)
    return { codResp: COD_RESP_RECLAMO.noRecibido, descResp: 'Documento no ha sido recibido por el SII' };
  if (reception.slice(0, 10) < FIRST_RECEPTION_DAY)
    return { codResp: 10, descResp: 'Documento no recibido desde el 14-01-2017' };
  if (events.some((e) => e.codigo === accion)) {
    return { codResp: COD_RESP_RECLAMO.eventoYaRegistrado, descResp: 'Evento registrado previamente' };
  }
  if (events.some((e) => CLAIMS.has(e.codigo)))
    return { codResp: COD_RESP_RECLAMO.yaReclamado, descResp: 'Documento ya ha sido reclamado' };
  if (events.some((e) => e.codigo === 'ACD')) {
    return { codResp: COD_RESP_RECLAMO.aceptado, descResp: 'No se puede reclamar, documento ya fue aceptado' };
  }
  if (events.some((e) => e.codigo === 'ERM')) {
    return {
      codResp: COD_RESP_RECLAMO.reciboOtorgado,
      descResp: 'No se puede reclamar, ya se otorgó recibo de mercaderías',
    };
  }
  if (daysBetween(reception, todayInChile(facts.now)) > CLAIM_DAYS) {
    return {
      codResp: COD_RESP_RECLAMO.masDeOchoDias,
      descResp: 'Han pasado más de 8 días desde la recepción en el SII',
    };
  }
  return { codResp: COD_RESP_RECLAMO.registrado, descResp: 'Acción Completada OK' };
}
