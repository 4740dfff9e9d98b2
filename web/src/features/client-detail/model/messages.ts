/** Texts of the client detail page, as client-detail.md §2 and §8 and client-radar.md §8 write them. */
export const CLIENT_DETAIL_MESSAGES = {
  dashboard: 'Dashboard',
  loadError: 'Error al cargar los datos',
  retry: 'Reintentar',
  backToSelection: 'Volver a Selección',
  notFound: 'Cliente no encontrado',
  backToClientSelection: 'Volver a Selección de Clientes',
  loadingDatabase: 'Cargando base de datos...',
  noUrl: 'Failed to get database URL',
  restrictedTitle: 'Acceso Restringido',
  factoringConcentration: 'Concentración por Factoring',
  cesiones: 'Cesiones',
  noCesiones: 'No hay cesiones durante el período seleccionado',
  noCesionesLastYear: 'Tampoco se encontraron durante los últimos 12 meses',
  noCesionHistory: 'Este cliente no tiene historial de cesiones',
  inicio: 'Inicio',
  fin: 'Fin',
} as const;
