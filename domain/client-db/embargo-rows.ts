/**
 * The embargo table's rows (client-radar.md §3 "embargo: embargoId, metadata (JSON)"): court seizures on the client's
 * credits, taken from its TGR statement. A collection proceeding (tgr_cobranza) whose stage (etapa) is 'Embargo'
 * is one seizure.
 */
import type { TgrCobranzaRow } from './row-types';

/** Stage (etapa) of a TGR collection proceeding that is a seizure, as the TGR writes it. */
export const EMBARGO_ETAPA = 'Embargo';

/** An embargo row: embargoId '{expediente}-{anio}' (the proceeding's key) and the proceeding as JSON text. */
export interface EmbargoRow {
  embargoId: string;
  metadata: string;
}

/**
 * One row per cobranza in the 'Embargo' stage (exact, case-sensitive match), in the input order.
 * @param cobranzas the tgr_cobranza rows of the client (tgr-statement.ts); expediente + anio identify one.
 * @returns embargoId `${expediente}-${anio}`, stable across rebuilds of the same statement; metadata
 *   JSON.stringify of the whole cobranza record (expediente, anio, comuna, etapa, monto CLP, accion, tipo).
 */
export function toEmbargoRows(cobranzas: readonly TgrCobranzaRow[]): EmbargoRow[] {
  return cobranzas
    .filter((cobranza) => cobranza.etapa === EMBARGO_ETAPA)
    .map((cobranza) => ({ embargoId: `${cobranza.expediente}-${cobranza.anio}`, metadata: JSON.stringify(cobranza) }));
}
