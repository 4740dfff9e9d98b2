/**
 * The cedibility gloss of a consultation row (core-platform.md §3 glosaCedibleParaMonitor; its prefix gives the row
 * class of §4: 'Deudor acepta…' positive, 'Documento pendiente…' warning, anything else error), from the events and
 * consultarDocDteCedible (RECLAMO manual codResp 20-25) with the 8-day window of §9.
 */
import { daysSinceInChile } from '../chile-time';
import { EVENT_DESCRIPTIONS, type EventCode } from '../event-codes';
import { ACCEPTANCE_LAPSE_DAYS, faltanDiasText } from '../events';
import type { DteEvent } from '../event-types';
import type { CedibleFinding } from './findings';
import { GLOSA_ACEPTA, GLOSA_PENDIENTE } from './result-class';

/** Claims of the debtor (RECLAMO manual: RCD content, RFP partial, RFT total lack of goods). */
export const CLAIM_CODES: readonly EventCode[] = ['RCD', 'RFP', 'RFT'];
/** Acceptances of the debtor (ACD content, ERM receipt of goods). */
export const ACCEPTANCE_CODES: readonly EventCode[] = ['ACD', 'ERM'];

/** Gloss when neither events nor cedibility could be read. */
export const GLOSA_SIN_INFORMACION = 'No fue posible obtener la cedibilidad del documento';

/** The first event of `eventos` with one of `codes`, in the order of `codes`. */
export function firstEvent(eventos: readonly DteEvent[] | null, codes: readonly EventCode[]): DteEvent | undefined {
  for (const code of codes) {
    const event = eventos?.find((e) => e.codigo === code);
    if (event) return event;
  }
  return undefined;
}

/**
 * The gloss, first matching rule wins: a claim event -> 'Deudor reclama: <SII description>'; codResp 24 ->
 * 'Documento no cedible: reclamado por el receptor'; NCA or codResp 21 -> 'Documento anulado por nota de crédito';
 * codResp 20 -> 'Documento no cedible: tipo de documento no cedible'; ACD/ERM -> 'Deudor acepta: <description>'
 * ('Deudor acepta: Aceptado pagador' with both); codResp 25 or more than 8 days since SII reception -> 'Deudor
 * acepta por plazo: más de 8 días desde la recepción en el SII'; codResp 23 -> 'Deudor acepta: DTE cedible sin
 * reclamos'; a known reception within 8 days -> 'Documento pendiente de aceptación: faltan N días' (N = 8 minus
 * whole days elapsed in Chile, 0 on the last day); codResp 22 -> 'Documento pendiente: sin registro de reclamo ni de
 * recibo'; another codResp -> 'Documento no consultable en el SII: <descResp>'; nothing known ->
 * {@link GLOSA_SIN_INFORMACION}.
 * @param fechaRecepcion 'yyyy-MM-dd HH:mm:ss' Chile, or null.
 * @throws RangeError when fechaRecepcion is not a valid date.
 */
export function glosaCedible(
  cedible: CedibleFinding,
  eventos: readonly DteEvent[] | null,
  fechaRecepcion: string | null,
  now: Date,
): string {
  const claim = firstEvent(eventos, CLAIM_CODES);
  if (claim) return `Deudor reclama: ${EVENT_DESCRIPTIONS[claim.codigo as EventCode]}`;
  const code = cedible?.codResp ?? null;
  if (code === 24) return 'Documento no cedible: reclamado por el receptor';
  if (code === 21 || firstEvent(eventos, ['NCA'])) return 'Documento anulado por nota de crédito';
  if (code === 20) return 'Documento no cedible: tipo de documento no cedible';
  const acd = firstEvent(eventos, ['ACD']);
  const erm = firstEvent(eventos, ['ERM']);
  if (acd && erm) return `${GLOSA_ACEPTA}: Aceptado pagador`;
  if (acd || erm) return `${GLOSA_ACEPTA}: ${EVENT_DESCRIPTIONS[(acd ?? erm)!.codigo as EventCode]}`;
  const elapsed = fechaRecepcion === null ? null : daysSinceInChile(fechaRecepcion, now);
  if (code === 25 || (elapsed !== null && elapsed > ACCEPTANCE_LAPSE_DAYS)) {
    return `${GLOSA_ACEPTA} por plazo: más de ${ACCEPTANCE_LAPSE_DAYS} días desde la recepción en el SII`;
  }
  if (code === 23) return `${GLOSA_ACEPTA}: DTE cedible sin reclamos`;
  if (elapsed !== null)
    return `${GLOSA_PENDIENTE} de aceptación: ${faltanDiasText(Math.max(0, ACCEPTANCE_LAPSE_DAYS - elapsed)).toLowerCase()}`;
  if (code === 22) return `${GLOSA_PENDIENTE}: sin registro de reclamo ni de recibo`;
  if (cedible) return `Documento no consultable en el SII: ${cedible.descResp}`;
  return GLOSA_SIN_INFORMACION;
}
