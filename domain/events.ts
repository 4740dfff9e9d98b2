/**
 * DTE event codes -> acceptance, annulment and reduction states.
 * Source: core-platform.md §4 "States and transitions" (acceptance table, annulled, reduced, derived labels)
 * and §9 (acceptance lapse 8 days). Event codes: domain/event-codes.ts.
 */
import type { AceptadoState, DteEvent, FlagState } from './event-types';
import { EVENT_DESCRIPTIONS, type EventCode } from './event-codes';
import { daysSinceInChile } from './chile-time';

/** Days after SII reception after which a ceded DTE counts as accepted (core-platform §4, §9). */
export const ACCEPTANCE_LAPSE_DAYS = 8;

/** msg of every state derived from a null event list (the SII gave no list: no information). */
export const NO_EVENTS_MSG = 'Sin información de eventos';
/** msg of core-platform §4 for a DTE accepted by both ACD and ERM. */
export const ACEPTADO_PAGADOR_MSG = 'Aceptado pagador';
/** msg of core-platform §4 for a ceded DTE accepted by lapse. */
export const LAPSE_MSG = `más de ${ACCEPTANCE_LAPSE_DAYS} días`;
/** msg of core-platform §4 for annulled / reduced when the event is absent. */
export const NOT_REGISTERED_MSG = 'No registra';
/** msg of a pending DTE whose SII reception date is unknown (days left cannot be counted). */
export const NO_RECEPTION_MSG = 'Sin fecha de recepción';

/** The debtor's claims (reclamos) of core-platform §4: each makes the DTE not accepted. */
export const REJECTION_CODES: readonly EventCode[] = ['RCD', 'RFP', 'RFT'];

/**
 * Acceptance state of a DTE (core-platform §4), first matching row wins:
 * ACD and ERM -> si 'Aceptado pagador' (deciding event ACD); ACD -> si; ERM -> si; RCD / RFP / RFT -> no
 * (msg: the SII description of the claim); CED and more than 8 whole days since reception -> si 'más de 8 días'
 * (deciding event CED); otherwise 'Pendiente' with 'Faltan N días' ('Falta 1 día'), N = 8 minus whole calendar days
 * elapsed in Chile since reception (never below 0), or 'Sin fecha de recepción' when the reception date is unknown.
 * A null list gives state 'eventos: null' (no information).
 * @param eventos events of the DTE (fecha 'yyyy-MM-dd HH:mm:ss') or null when the SII gave none.
 * @param fechaRecepcion SII reception 'yyyy-MM-dd HH:mm:ss' Chile time, or null.
 * @param now the clock.
 * @returns state, msg, and fecha/codigo of the deciding event (null for Pendiente and no information).
 * @throws RangeError when fechaRecepcion is not a valid date.
 */
export function deriveAceptado(eventos: DteEvent[] | null, fechaRecepcion: string | null, now: Date): AceptadoState {
  if (eventos === null) return { state: 'eventos: null', msg: NO_EVENTS_MSG, fecha: null, codigo: null };
  const acd = findEvent(eventos, 'ACD');
  const erm = findEvent(eventos, 'ERM');
  if (acd && erm) return decided('si', ACEPTADO_PAGADOR_MSG, acd);
  if (acd) return decided('si', EVENT_DESCRIPTIONS.ACD, acd);
  if (erm) return decided('si', EVENT_DESCRIPTIONS.ERM, erm);
  for (const code of REJECTION_CODES) {
    const claim = findEvent(eventos, code);
    if (claim) return decided('no', EVENT_DESCRIPTIONS[code], claim);
  }
  if (fechaRecepcion === null) return { state: 'Pendiente', msg: NO_RECEPTION_MSG, fecha: null, codigo: null };
  const left = daysLeftToClaim(fechaRecepcion, now);
  const ced = findEvent(eventos, 'CED');
  if (ced && left < 0) return decided('si', LAPSE_MSG, ced);
  return { state: 'Pendiente', msg: faltanDiasText(Math.max(0, left)), fecha: null, codigo: null };
}

/**
 * Days left of the 8-day acceptance window (core-platform §4, §9; law 19.983 art. 3): 8 minus the whole calendar
 * days elapsed in Chile since the SII reception; negative once the window has lapsed (deriveAceptado shows it as 0).
 * @param fechaRecepcion SII reception 'yyyy-MM-dd HH:mm:ss' (or 'yyyy-MM-dd') Chile time.
 * @throws RangeError when fechaRecepcion is not a valid date.
 */
export function daysLeftToClaim(fechaRecepcion: string, now: Date): number {
  return ACCEPTANCE_LAPSE_DAYS - daysSinceInChile(fechaRecepcion, now);
}

/** Days left to claim a pending DTE (core-platform §4): 'Faltan N días', singular 'Falta 1 día'. */
export function faltanDiasText(left: number): string {
  return left === 1 ? 'Falta 1 día' : `Faltan ${left} días`;
}

/**
 * Annulled state (core-platform §4): NCA present -> si with its fecha; else no 'No registra';
 * null list -> 'eventos: null'.
 */
export function deriveAnulado(eventos: DteEvent[] | null): FlagState {
  return flagFor(eventos, 'NCA');
}

/**
 * Reduced state (core-platform §4): ENC present -> si with its fecha; else no 'No registra';
 * null list -> 'eventos: null'.
 */
export function deriveRebajado(eventos: DteEvent[] | null): FlagState {
  return flagFor(eventos, 'ENC');
}

/** Labels of core-platform §4 "Derived labels". */
export type DerivedLabel = 'Dte rechazado y anulado' | 'Dte anulado' | 'Dte rechazado';

/**
 * Derived label (core-platform §4): aceptado no + anulado si -> 'Dte rechazado y anulado';
 * aceptado si + anulado si -> 'Dte anulado'; aceptado no + anulado no -> 'Dte rechazado'; otherwise null.
 */
export function derivedLabel(
  aceptado: Pick<AceptadoState, 'state'>,
  anulado: Pick<FlagState, 'state'>,
): DerivedLabel | null {
  if (aceptado.state === 'no' && anulado.state === 'si') return 'Dte rechazado y anulado';
  if (aceptado.state === 'si' && anulado.state === 'si') return 'Dte anulado';
  if (aceptado.state === 'no' && anulado.state === 'no') return 'Dte rechazado';
  return null;
}

function findEvent(eventos: DteEvent[], code: EventCode): DteEvent | undefined {
  return eventos.find((e) => e.codigo === code);
}

function decided(state: 'si' | 'no', msg: string, event: DteEvent): AceptadoState {
  return { state, msg, fecha: event.fecha, codigo: event.codigo };
}

function flagFor(eventos: DteEvent[] | null, code: EventCode): FlagState {
  if (eventos === null) return { state: 'eventos: null', msg: NO_EVENTS_MSG, fecha: null };
  const event = findEvent(eventos, code);
  if (!event) return { state: 'no', msg: NOT_REGISTERED_MSG, fecha: null };
  return { state: 'si', msg: EVENT_DESCRIPTIONS[code], fecha: event.fecha };
}
