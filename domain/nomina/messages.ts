/**
 * The messages of the payroll ('Carga Nómina') upload, exactly as core-platform.md writes them:
 * §5 "Payroll (nomina)" for the file rules and §8 ("Nomina" row and the success messages).
 */

/** No file chosen when pressing 'Confirmar Envío' (core-platform §5). */
export const NOMINA_NO_FILE_MESSAGE = 'No elegiste ningún archivo';

/** No row survived the rules (core-platform §5; unlike the mass-assignment text, without '!'). */
export const NOMINA_EMPTY_FILE_MESSAGE = 'Archivo cargado sin datos o con formato incorrecto';

/** The upload was stored (core-platform §8 success messages). */
export const NOMINA_SUCCESS_MESSAGE = 'Nómina cargada con éxito!';

/** The upload call failed (core-platform §8 "Nomina"). */
export const NOMINA_FAILURE_MESSAGE = 'Error al enviar nómina';

/**
 * A folio that is not an integer (core-platform §5).
 * @param folio the folio as the sheet gave it, e.g. 123.5 or '123,5'.
 * @returns 'Error al cargar nomina, existe un folio tipo decimal, favor revisar excel cargado, folio: {folio}'.
 */
export function decimalFolioMessage(folio: string | number): string {
  return `Error al cargar nomina, existe un folio tipo decimal, favor revisar excel cargado, folio: ${folio}`;
}

/**
 * A factoring whose record does not enable the nómina (core-platform §6: 'Carga Nomina' is for one specific
 * cessionary).
 */
export const NOMINA_NOT_ENABLED_MESSAGE = 'La carga de nómina no está habilitada para este factoring';
