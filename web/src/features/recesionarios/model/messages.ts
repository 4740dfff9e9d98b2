/** The success messages of 'Re-Cesionarios' (core-platform §8), exactly as the spec writes them. */
export const RECESIONARIO_CREADO_MESSAGE = 'Se agrego el Recesionario exitósamente';
export const RECESIONARIO_EDITADO_MESSAGE = 'El Recesionario se editó correctamente';
export const RECESIONARIO_ELIMINADO_MESSAGE = 'Se eliminó al recesionario exitósamente';

/** core-platform §2: the list's empty state. */
export const SIN_RECESIONARIOS_MESSAGE = 'No hay cuentas registradas';

/** Ours: the server could not be reached or failed without a reason of its own. */
export const RECESIONARIOS_FALLBACK_MESSAGE = 'No fue posible comunicarse con el servidor. Intente nuevamente.';
