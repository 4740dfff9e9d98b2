import type { CesionView } from '@domain/cession';
import { selectability } from '@domain/cession-rules';
import { readDate, type MassAssignmentFullRow, type MassAssignmentShortRow } from '@domain/spreadsheet-rows';
import type { CesionMasivaFilaInput, CesionMasivaInput } from '@domain/wire/schema-types';
import { ACTION_MESSAGES } from './action-messages';
import { envioOf, hasLiveEnvio } from '@web/lib/cessions/envio-aec';

/**
 * The payload rows of a read mass assignment file (domain/spreadsheet-rows.ts parseMassAssignmentRows): the
 * 3/4-column rows as {rutEmisor, tipo, folio, fechaVencimiento}, the 9-column rows with rutDeudor and valorDocto
 * too (core-platform §3 "Mass-assignment payload").
 */
export function filasFromSheet(
  rows: ReadonlyArray<MassAssignmentShortRow | MassAssignmentFullRow>,
): CesionMasivaFilaInput[] {
  return rows.map((row) =>
    'rutDeudor' in row
      ? {
          rutEmisor: row.rutEmisor,
          tipo: row.tipo,
          folio: row.folio,
          fechaVencimiento: row.fechaVencimiento,
          rutDeudor: row.rutDeudor,
          valorDocto: row.valorDocto,
        }
      : { rutEmisor: row.rutEmisor, tipo: row.tipo, folio: row.folio, fechaVencimiento: row.fechaVencimiento },
  );
}

/**
 * Why a grid row cannot be re-ceded, or null when it can: the selectability of core-platform §4 / §5 ("valid
 * documents must have a state, not be rejected or annulled, and have a downloaded AEC"), and an AEC the platform
 * already sent for it that the SII did not reject (a second one would cede the document twice).
 */
export function notCedibleReason(cesion: CesionView): string | null {
  const rule = selectability(cesion);
  if (!rule.selectable) return rule.reason;
  if (hasLiveEnvio(cesion)) return `AEC ya enviada al SII (${envioOf(cesion)?.etiqueta ?? ''})`;
  return null;
}

/**
 * The payload row of a grid document (core-platform §3 variant {tipo, folio, rutEmisor, fechaVencimiento}): its
 * due date 'dd-MM-yyyy' becomes 'yyyy-MM-dd'; left out when unknown (the server then uses today plus 30 days).
 */
export function filaFromCesion(cesion: CesionView): CesionMasivaFilaInput {
  const fechaVencimiento = cesion.fechaVencimiento ? readDate(cesion.fechaVencimiento) : null;
  return {
    rutEmisor: cesion.emisor.rut,
    tipo: cesion.tipo,
    folio: cesion.folio,
    ...(fechaVencimiento ? { fechaVencimiento } : {}),
  };
}

/** A checked mass cession: the payload to send, or the spec's message that stops it. */
export type MassCessionCheck = { ok: true; payload: CesionMasivaInput } | { ok: false; message: string };

/**
 * A checked re-cession from the grid: besides the payload, the selected rows it sends (`cedible`, in the payload's
 * order) and those it leaves out (`excluded`), both listed in the confirmation.
 */
export type GridCessionCheck =
  | { ok: true; payload: CesionMasivaInput; cedible: CesionView[]; excluded: CesionView[] }
  | { ok: false; message: string };

/**
 * Checks a mass cession from the spreadsheet (core-platform §5 "Mass assignment"), in this order:
 * no recessionary -> 'Debe seleccionar un factoring!'; no row -> 'Debe elegir por lo menos un documento!'.
 * @param rutCesionario the recessionary chosen in the dropdown, '' when none.
 */
export function checkSheetCession(rutCesionario: string, filas: readonly CesionMasivaFilaInput[]): MassCessionCheck {
  if (!rutCesionario) return { ok: false, message: ACTION_MESSAGES.noFactoring };
  if (filas.length === 0) return { ok: false, message: ACTION_MESSAGES.noDocumentMass };
  return { ok: true, payload: { rutCesionario, data: [...filas] } };
}

/**
 * Checks a re-cession of the documents selected in the grid (core-platform §5 "Mass assignment"), in this order:
 * no recessionary -> 'Debe seleccionar un factoring!'; nothing selected -> 'Debe elegir por lo menos un documento!';
 * no selected row cedible ({@link notCedibleReason}) -> 'Debe seleccionar al menos un dte valido para ser cedido!'.
 * @returns the payload of the cedible rows, those rows and the selected rows left out (shown in the confirmation).
 */
export function checkGridCession(rutCesionario: string, selected: readonly CesionView[]): GridCessionCheck {
  if (!rutCesionario) return { ok: false, message: ACTION_MESSAGES.noFactoring };
  if (selected.length === 0) return { ok: false, message: ACTION_MESSAGES.noDocumentMass };
  const cedible = selected.filter((cesion) => notCedibleReason(cesion) === null);
  if (cedible.length === 0) return { ok: false, message: ACTION_MESSAGES.noValidDocument };
  return {
    ok: true,
    payload: { rutCesionario, data: cedible.map(filaFromCesion) },
    cedible,
    excluded: selected.filter((cesion) => !cedible.includes(cesion)),
  };
}
