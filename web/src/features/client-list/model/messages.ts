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
