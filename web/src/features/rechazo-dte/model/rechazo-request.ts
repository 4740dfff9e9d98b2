import type { CesionView } from '@domain/cession';
import type { DteInput } from '@domain/wire/schema-types';
import { ownDteInputs } from '@web/lib/downloads/dte-input';

/** core-platform §5: any bulk action needs a selected document. */
export const NO_DOCUMENT = 'Debe elegir por lo menos un documento';

/** The confirmation word of the reject-document dialog (core-platform §2 Dialogs, §4: its text says Rechazar). */
export const RECHAZO_WORD = 'eliminar';

/**
 * The documents of an owed card's selection as the claim names them at the SII: the DTE's own emisor, type and folio
 * (not the download key, which swaps in the deudor for tipo 46).
 * @returns the documents, or the §5 message when none is selected.
 */
export function rechazoDtes(
  selected: readonly CesionView[],
): { ok: true; dtes: DteInput[] } | { ok: false; message: string } {
  if (selected.length === 0) return { ok: false, message: NO_DOCUMENT };
  return { ok: true, dtes: ownDteInputs(selected) };
}
