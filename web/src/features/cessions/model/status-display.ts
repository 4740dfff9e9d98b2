import type { AceptadoState, FlagState } from '../../../../../domain/event-types';

/** Colour of a status: green, orange, red, or grey for "no information". */
export type StatusTone = 'green' | 'orange' | 'red' | 'grey';

/** How a status cell and its header badge look. */
export interface StatusDisplay {
  tone: StatusTone;
  /** Short visible mark. */
  symbol: string;
  /** Name of the state for badges and screen readers. */
  label: string;
}

/** Text of a status with no event list (core-platform §4: "no information"). */
export const NO_INFORMATION = 'Sin información';

const ACEPTADO: Record<AceptadoState['state'], StatusDisplay> = {
  si: { tone: 'green', symbol: '✓', label: 'Aceptado' },
  Pendiente: { tone: 'orange', symbol: '●', label: 'Pendiente' },
  no: { tone: 'red', symbol: '✗', label: 'Rechazado' },
  'eventos: null': { tone: 'grey', symbol: '—', label: NO_INFORMATION },
};

/**
 * Display of the acceptance state (core-platform §4 "Display"): si green tick, Pendiente orange,
 * no red, 'eventos: null' no information.
 */
export function aceptadoDisplay(state: AceptadoState['state']): StatusDisplay {
  return ACEPTADO[state];
}

/**
 * Display of the annulled / reduced state (core-platform §4 "Display"): no green, si red,
 * 'eventos: null' green tick. `yesLabel` names the si state ('Anulado' or 'Rebajado').
 */
export function flagDisplay(state: FlagState['state'], yesLabel: string): StatusDisplay {
  if (state === 'si') return { tone: 'red', symbol: '✗', label: yesLabel };
  if (state === 'no') return { tone: 'green', symbol: 'No', label: `No ${yesLabel.toLowerCase()}` };
  return { tone: 'green', symbol: '✓', label: NO_INFORMATION };
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
