/**
 * How a consultation row is shown (core-platform.md §4 "Consulta previa results"): its class from the cedibility
 * gloss, whether it starts checked, and the result state text.
 */
import { ESTADO_CEDIDO, ESTADO_NO_CEDIDO, ESTADO_SIN_CONEXION, ESTADO_SIN_ESTADO } from './messages';

/** Prefix of a gloss shown as positive. */
export const GLOSA_ACEPTA = 'Deudor acepta';
/** Prefix of a gloss shown as a warning. */
export const GLOSA_PENDIENTE = 'Documento pendiente';

/** The row classes of §4. */
export type RowClass = 'positive' | 'warning' | 'error';

/** 'positive' when the gloss starts with 'Deudor acepta', 'warning' with 'Documento pendiente', else 'error' (§4). */
export function rowClass(glosaCedibleParaMonitor: string | null): RowClass {
  const glosa = glosaCedibleParaMonitor ?? '';
  if (glosa.startsWith(GLOSA_ACEPTA)) return 'positive';
  if (glosa.startsWith(GLOSA_PENDIENTE)) return 'warning';
  return 'error';
}

/** §4: only rows with 'Documento pendiente' or another non-acceptance start checked, i.e. every non-positive row. */
export function preChecked(glosaCedibleParaMonitor: string | null): boolean {
  return rowClass(glosaCedibleParaMonitor) !== 'positive';
}

/** Why the registry gave no state: the SII could not be reached, or its answer held none. */
export type RegistryFailure = 'sin-conexion' | 'sin-estado';

/**
 * The result state (§4): 'Cedido' / 'No Cedido'; with no cedido value, 'No fue posible conectarse con el SII' or
 * 'No fue posible obtener estado'.
 */
export function estadoText(cedido: boolean | null, failure: RegistryFailure = 'sin-estado'): string {
  if (cedido === true) return ESTADO_CEDIDO;
  if (cedido === false) return ESTADO_NO_CEDIDO;
  return failure === 'sin-conexion' ? ESTADO_SIN_CONEXION : ESTADO_SIN_ESTADO;
}
