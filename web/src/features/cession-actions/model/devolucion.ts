import type { CesionView } from '@domain/cession';
import type { DteInput } from '@domain/wire/schema-types';
import { ACTION_MESSAGES } from './action-messages';
import { hasLiveEnvio } from '@web/lib/cessions/envio-aec';
import { ownDteInputs } from '@web/lib/downloads/dte-input';

/** Where a return sends the documents (core-platform §5): the emisor (default), or the last assignor (disabled). */
export type DevolucionDestino = 'emisor' | 'ultimoCedente';

/** A checked return: the documents to send, or the spec's message that stops it. */
export type DevolucionCheck = { ok: true; dtes: DteInput[] } | { ok: false; message: string };

/**
 * Checks a return of the selected documents to their emisor (core-platform §5, §8): nothing selected ->
 * 'Debe elegir por lo menos un documento'; a selected document already re-assigned (empty estadoCesion, or an
 * AEC the platform sent that the SII did not reject) -> 'Uno o mas de lo dtes seleccionado ya se encuentra recedido'.
 * @returns the DteInput of every selected document (rutEmisor, tipoDTE, folioDTE, idSecuencia).
 */
export function checkDevolucion(selected: readonly CesionView[]): DevolucionCheck {
  if (selected.length === 0) return { ok: false, message: ACTION_MESSAGES.noDocument };
  if (selected.some((cesion) => cesion.estadoCesion === '' || hasLiveEnvio(cesion))) {
    return { ok: false, message: ACTION_MESSAGES.recedido };
  }
  // The document's own emisor (the AEC names the DTE so), not the download rule of tipo 46 (toDteInputs).
  return { ok: true, dtes: ownDteInputs(selected) };
}
