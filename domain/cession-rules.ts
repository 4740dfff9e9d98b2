/**
 * Which cession rows can be selected for bulk actions, and which count toward totals.
 * Source: core-platform.md §4 "Selectability of a row" and "Only 'Cesion Vigente' and 'Documento Asociado en
 * Cobranza' count toward totals", §5 (mass assignment: valid documents), §9.
 */
import type { CesionView } from './cession';
import { derivedLabel, type DerivedLabel } from './events';

/** ESTADO_CESION values counted in totals (core-platform §4, §9). */
export const COUNTED_STATES: readonly string[] = ['Cesion Vigente', 'Documento Asociado en Cobranza'];

/** Info text of a re-ceded row (core-platform §4). */
export const RECEDIDO_REASON = 'Dte recedido';
/** Info text of a row whose AEC could not be downloaded (core-platform §4). */
export const AEC_NOT_DOWNLOADED_REASON = 'No fue posible descargar XML AEC desde el SII';

export type NotSelectableReason = typeof RECEDIDO_REASON | typeof AEC_NOT_DOWNLOADED_REASON | DerivedLabel;

export type Selectability = { selectable: true; reason: null } | { selectable: false; reason: NotSelectableReason };

/**
 * Whether a row can be selected (core-platform §4), with the reason when it cannot, checked in this order:
 * empty estadoCesion -> 'Dte recedido'; rejected (aceptado no) or annulled (anulado si) -> its derived label
 * ('Dte rechazado y anulado' | 'Dte anulado' | 'Dte rechazado'); aec_descargado 0 or 2 ->
 * 'No fue posible descargar XML AEC desde el SII'.
 */
export function selectability(
  view: Pick<CesionView, 'estadoCesion' | 'aceptado' | 'anulado' | 'aec_descargado'>,
): Selectability {
  if (view.estadoCesion === '') return { selectable: false, reason: RECEDIDO_REASON };
  const rejected = view.aceptado.state === 'no';
  const annulled = view.anulado.state === 'si';
  if (rejected || annulled) {
    return { selectable: false, reason: derivedLabel(view.aceptado, view.anulado) ?? 'Dte anulado' };
  }
  if (view.aec_descargado === 0 || view.aec_descargado === 2) {
    return { selectable: false, reason: AEC_NOT_DOWNLOADED_REASON };
  }
  return { selectable: true, reason: null };
}

/** An ESTADO_CESION without accents or extra spaces: the SII writes both 'Cesion Vigente' and 'Cesión Vigente'. */
function comparableEstado(estadoCesion: string): string {
  return estadoCesion.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

const COUNTED = new Set(COUNTED_STATES.map(comparableEstado));

/**
 * True for ESTADO_CESION 'Cesion Vigente' and 'Documento Asociado en Cobranza' (core-platform §4, §9), written with
 * or without accents (SII-PROTOCOLS.md §4: 'Cesion Vigente' or 'Cesión Vigente').
 */
export function countsTowardTotals(estadoCesion: string): boolean {
  return COUNTED.has(comparableEstado(estadoCesion));
}

/** Count and sums (CLP) of the rows that count toward totals. */
export interface CessionTotals {
  count: number;
  montoCedido: number;
  montoDocumento: number;
}

/**
 * Totals over the rows whose estadoCesion counts (see {@link countsTowardTotals}); other rows are ignored.
 * Amounts in CLP. Source: core-platform.md §4, §9.
 */
export function cessionTotals(
  views: ReadonlyArray<Pick<CesionView, 'estadoCesion' | 'montoCedido' | 'montoDocumento'>>,
): CessionTotals {
  const totals: CessionTotals = { count: 0, montoCedido: 0, montoDocumento: 0 };
  for (const view of views) {
    if (!countsTowardTotals(view.estadoCesion)) continue;
    totals.count += 1;
    totals.montoCedido += view.montoCedido;
    totals.montoDocumento += view.montoDocumento;
  }
  return totals;
}
