import { countText, formatCount } from '@domain/es-cl-format';

/** Texts of the client list, as client-radar.md §2 and §8 write them. */
export const CLIENT_LIST_MESSAGES = {
  title: 'Dashboard - Selección de Cliente',
  loadError: 'Error al cargar clientes',
  retry: 'Reintentar',
  exportError: 'Error al exportar a Excel. Por favor, intente nuevamente.',
  assignError: 'Error al asignar ejecutivo',
  removeError: 'Error al remover ejecutivo',
  alreadyAssigned: 'Este ejecutivo ya está asignado a este cliente',
  selectToRemove: 'Por favor seleccione un ejecutivo para remover',
  addEjecutivo: 'Agregar Ejecutivo',
  manageEjecutivo: 'Gestionar Ejecutivo',
  viewDetail: 'Ver Detalle',
} as const;

/**
 * What the list says when it has no row to show: for a text search the client search's own
 * message (core-platform §8 'No se encontraron clientes para "{text}"'), for the other filters that none passes them,
 * and without any client the radar's empty text (client-radar.md §2 'No existe información en estos momentos').
 * @param clients how many clients the list has before filtering.
 */
export function emptyListMessage(
  filters: { text: string; ejecutivo: string; pendingOnly: boolean },
  clients: number,
): string {
  if (clients === 0) return 'No existe información en estos momentos';
  const text = filters.text.trim();
  if (text) return `No se encontraron clientes para "${text}"`;
  return 'Ningún cliente cumple los filtros elegidos';
}

/**
 * What the list says while the server prepares the factoring's first client list (our wording; the spec has none):
 * 'Preparando la base de datos de clientes: n de m clientes', without the counts before its build starts.
 * @param preparation clients done (clientes) out of total (null while the build waits to start).
 */
export function preparingListMessage(preparation: { clientes: number; total: number | null }): string {
  const prefix = 'Preparando la base de datos de clientes';
  if (preparation.total === null) return prefix;
  return `${prefix}: ${formatCount(preparation.clientes)} de ${countText(preparation.total, 'cliente', 'clientes')}`;
}
