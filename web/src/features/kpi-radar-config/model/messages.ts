/** The screen's texts, as client-radar.md §2, §4 and §8 write them (the Spanish UI). */
export const RADAR_CONFIG_MESSAGES = {
  breadcrumb: 'Configuración Radar',
  title: 'Configuración Radar Financiero',
  unsaved: 'Cambios sin guardar',
  back: 'Volver al Radar',
  view: 'Ver Radar',
  problems: 'Problemas de Configuración',
  error: 'Error de Configuración',
  retry: 'Reintentar',
  loadFailed: 'Error al cargar la configuración. Usando valores por defecto.',
  saved: 'Configuración guardada exitosamente',
  saveFailed: 'Error al guardar la configuración',
  restore: 'Restaurar',
  invert: 'Invertir orden',
  enableAll: 'Activar todos',
  disableAll: 'Desactivar todos',
  undo: 'Deshacer',
  redo: 'Rehacer',
  save: 'Guardar',
  undoConfirm: '¿Descartar los cambios sin guardar y volver a la configuración guardada?',
  leaveConfirm: 'Hay cambios sin guardar. ¿Desea salir de todos modos?',
  leave: 'Salir',
  history: 'Historial de cambios',
  noHistory: 'Aún no hay cambios guardados',
  overridden: 'Orden invertido (sin guardar)',
  bad: 'Malo',
  regular: 'Regular',
  good: 'Bueno',
  distribution: 'Clientes:',
  changedClass: (clients: number) => `cambian de clase: ${clients} clientes`,
  backtest: 'Backtest de la configuración',
  backtestFlagged: (from: string, to: string, clients: number) =>
    `Clientes con reclamos o anulaciones entre ${from} y ${to}: ${clients}`,
  backtestPlaced: (from: string, to: string) => `Con esta configuración, entre ${from} y ${to} habrían quedado en:`,
  backtestUnplaced: (clients: number) => `Sin datos: ${clients}`,
  backtestRule: (claims: string, annulments: string) =>
    `Regla: un cliente queda en Malo si alguno de sus KPI activos está en Malo en los meses previos, en Bueno si ` +
    `todos sus KPI activos con valor están en Bueno, y si no en Regular (cada KPI con su valor del período, como en ` +
    `la lista de clientes). Tuvo reclamos o anulaciones si su ${claims} o su ${annulments} fue mayor que 0 en alguno ` +
    `de los meses siguientes.`,
  backtestFailed: 'No fue posible leer la base de datos de clientes.',
  failed: (operation: string, reason: string) => `Failed to ${operation} configuration: ${reason}`,
} as const;
