/** Error toast when a cession list cannot be fetched (core-platform §8). */
export const FETCH_ERROR_MESSAGE = 'Ocurrio un error en el envío! Consulta con tu proveedor de servicios';
/** Info toast when the period has no documents (core-platform §8). */
export const EMPTY_RESULT_MESSAGE = 'No se encontraron AECs para el periodo de búsqueda';
/** Empty state of the cession search screens without cards (core-platform §2 "Cession search screens"). */
export const NO_DOCUMENTS_MESSAGE = 'No se encontraron documentos';
/**
 * Empty state of a cession list while the factoring's first SII refresh is in flight (the spec gives no text): the
 * period is not known to be empty yet, so neither 'No se registran documentos…' nor the empty-result toast.
 */
export const FIRST_REFRESH_EMPTY = {
  message: 'Aún no hay documentos para mostrar',
  hint: 'Aparecerán aquí a medida que avance la primera actualización con el SII.',
};
