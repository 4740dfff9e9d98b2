/** Error toast when a cession list cannot be fetched (core-platform §8). */
export const FETCH_ERROR_MESSAGE = 'Ocurrio un error en el envío! Consulta con tu proveedor de servicios';
/** Info toast when the period has no documents (core-platform §8). */
export const EMPTY_RESULT_MESSAGE = 'No se encontraron AECs para el periodo de búsqueda';
/** Empty state of the acquired screen (core-platform §2). */
export const EMPTY_ACQUIRED_MESSAGE = 'No se registran documentos adquiridos durante el periodo consultado';
