import type { AceptadoState, FlagState } from '@domain/event-types';

/** Colour of a status: green, orange, red, or grey for "no information". */
export type StatusTone = 'green' | 'orange' | 'red' | 'grey';

/**
 * What a status means for the factoring, the same in every status column: ok (accepted, not
 * annulled, not reduced), pending, problem (rejected, annulled, reduced) or unknown (no event list from the SII).
 */
export type StatusMeaning = 'ok' | 'pending' | 'problem' | 'unknown';

/** The mark of each meaning: one symbol per meaning in every column, so 'no information' never looks like 'OK'. */
export const STATUS_SYMBOL: Record<StatusMeaning, string> = { ok: '✓', pending: '●', problem: '✗', unknown: '?' };

/** The legend of the status marks, in the order shown. */
export const STATUS_LEGEND: ReadonlyArray<{ meaning: StatusMeaning; tone: StatusTone; text: string }> = [
  { meaning: 'ok', tone: 'green', text: 'Aceptado / No anulado / No rebajado' },
  { meaning: 'pending', tone: 'orange', text: 'Pendiente de aceptación' },
  { meaning: 'problem', tone: 'red', text: 'Rechazado / Anulado / Rebajado' },
  { meaning: 'unknown', tone: 'grey', text: 'Sin información (el SII no entregó eventos)' },
];

/** How a status cell and its header badge look. */
export interface StatusDisplay {
  tone: StatusTone;
  meaning: StatusMeaning;
  /** Short visible mark: STATUS_SYMBOL of the meaning. */
  symbol: string;
  /** Name of the state for badges and screen readers. */
  label: string;
}

const display = (meaning: StatusMeaning, tone: StatusTone, label: string): StatusDisplay => ({
  meaning,
  tone,
  symbol: STATUS_SYMBOL[meaning],
  label,
});

/** Text of a status with no event list (core-platform §4: "no information"). */
export const NO_INFORMATION = 'Sin información';

const ACEPTADO: Record<AceptadoState['state'], StatusDisplay> = {
  si: display('ok', 'green', 'Aceptado'),
  Pendiente: display('pending', 'orange', 'Pendiente'),
  no: display('problem', 'red', 'Rechazado'),
  'eventos: null': display('unknown', 'grey', NO_INFORMATION),
};

/**
 * Display of the acceptance state (core-platform §4 "Display"): si green tick, Pendiente orange,
 * no red, 'eventos: null' no information.
 */
export function aceptadoDisplay(state: AceptadoState['state']): StatusDisplay {
  return ACEPTADO[state];
}

/**
 * Display of the annulled / reduced state (core-platform §4 "Display"): no green (ok), si red (problem),
 * 'eventos: null' green as the spec colours it, but drawn with the 'unknown' mark so it does not read as 'no'.
 * `yesLabel` names the si state ('Anulado' or 'Rebajado').
 */
export function flagDisplay(state: FlagState['state'], yesLabel: string): StatusDisplay {
  if (state === 'si') return display('problem', 'red', yesLabel);
  if (state === 'no') return display('ok', 'green', `No ${yesLabel.toLowerCase()}`);
  return display('unknown', 'green', NO_INFORMATION);
}

/**
 * Counts rows per state, for the per-state badges in the column headers (core-platform §2).
 * @returns [state, count] pairs in order of first appearance.
 */
export function countByState<T, S extends string>(rows: readonly T[], stateOf: (row: T) => S): Array<[S, number]> {
  const counts = new Map<S, number>();
  for (const row of rows) {
    const state = stateOf(row);
    counts.set(state, (counts.get(state) ?? 0) + 1);
  }
  return [...counts.entries()];
}
