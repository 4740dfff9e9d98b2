/** The client search's messages (core-platform §8 "Client search"). */

export const LOAD_CLIENTS_ERROR_MESSAGE = 'Error al cargar los clientes';
export const NO_FACTORING_SELECTED_MESSAGE = 'No se ha seleccionado un factoring';
export const NOT_AUTHENTICATED_MESSAGE = 'Usuario no autenticado';

/** The no-match line: 'No se encontraron clientes para "{text}"'. */
export function noClientsFoundMessage(text: string): string {
  return `No se encontraron clientes para "${text}"`;
}
