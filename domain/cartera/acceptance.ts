/**
 * The acceptance mix of 'Cartera': aceptado, pendiente with its days left, reclamado. The refresh
 * stores a clock-free key per document (the acceptance can change with the clock alone: the 8-day lapse of
 * core-platform §4), and the view reads it at `now` with the rules of domain/events.ts.
 */
import type { CessionRecord } from '../cession';
import { daysLeftToClaim, deriveAceptado } from '../events';

/** The estados of the mix, in screen order; 'sinInformacion' when the SII gave no event list. */
export const ACCEPTANCE_STATES = ['aceptado', 'pendiente', 'reclamado', 'sinInformacion'] as const;

/** One estado of the mix. */
export type AcceptanceState = (typeof ACCEPTANCE_STATES)[number];

/** Spanish label of each estado. */
export const ACCEPTANCE_LABELS: Readonly<Record<AcceptanceState, string>> = {
  aceptado: 'Aceptado',
  pendiente: 'Pendiente',
  reclamado: 'Reclamado',
  sinInformacion: 'Sin información',
};

/** True when the text is one of {@link ACCEPTANCE_STATES}. */
export function isAcceptanceState(value: unknown): value is AcceptanceState {
  return typeof value === 'string' && (ACCEPTANCE_STATES as readonly string[]).includes(value);
}

/**
 * The clock-free acceptance key of a record: 'A' accepted by ACD/ERM, 'R' claimed (RCD/RFP/RFT), 'N' no event list,
 * 'S' pending without reception date, 'L:yyyy-MM-dd' pending with a CED event (accepted by lapse once 8 days have
 * passed since that reception day), 'P:yyyy-MM-dd' pending without CED (stays pending).
 * The event rules are deriveAceptado's (core-platform §4), asked without the reception date so no lapse is counted.
 */
export function acceptanceKey(record: Pick<CessionRecord, 'eventos' | 'fechaRecepcion'>): string {
  // Without a reception date deriveAceptado never reads the clock: only the events decide.
  const state = deriveAceptado(record.eventos, null, new Date(0));
  if (state.state === 'eventos: null') return 'N';
  if (state.state === 'si') return 'A';
  if (state.state === 'no') return 'R';
  if (!record.fechaRecepcion) return 'S';
  const lapses = (record.eventos ?? []).some((event) => event.codigo === 'CED');
  return `${lapses ? 'L' : 'P'}:${record.fechaRecepcion.slice(0, 10)}`;
}

/** A document's estado at one instant; diasRestantes (0-8) for a pending one with a known reception, else null. */
export interface AcceptanceAt {
  estado: AcceptanceState;
  diasRestantes: number | null;
}

/**
 * The estado of an {@link acceptanceKey} at `now`: 'L:' keys whose 8-day window has lapsed (daysLeftToClaim < 0)
 * are aceptado; other pending keys keep their days left, never below 0 (deriveAceptado's 'Faltan N días').
 * @throws RangeError for a key that is not one {@link acceptanceKey} writes.
 */
export function acceptanceAt(key: string, now: Date): AcceptanceAt {
  if (key === 'A') return { estado: 'aceptado', diasRestantes: null };
  if (key === 'R') return { estado: 'reclamado', diasRestantes: null };
  if (key === 'N') return { estado: 'sinInformacion', diasRestantes: null };
  if (key === 'S') return { estado: 'pendiente', diasRestantes: null };
  const match = /^([LP]):(\d{4}-\d{2}-\d{2})$/.exec(key);
  if (!match) throw new RangeError(`Clave de aceptación inválida: '${key}'`);
  const left = daysLeftToClaim(match[2]!, now);
  if (match[1] === 'L' && left < 0) return { estado: 'aceptado', diasRestantes: null };
  return { estado: 'pendiente', diasRestantes: Math.max(0, left) };
}
