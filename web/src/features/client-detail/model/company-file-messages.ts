/** Texts of the Carpeta Tributaria and Constitución tabs, as client-detail.md §2, §4 and §8 write them. */
export const COMPANY_FILE_MESSAGES = {
  taxFolderTitle: 'Descargar Carpeta Tributaria',
  taxFolderSubtitle: 'Formularios de IVA y Renta en PDF',
  unavailable: 'Archivo aún no disponible',
  unavailableDetail: 'La carpeta tributaria se genera automáticamente en PDF; vuelva a revisar más tarde.',
  checkError: 'Error al verificar disponibilidad',
  notReady: 'El archivo aún no está disponible. Por favor, intente más tarde.',
  noLink: 'No se pudo obtener el enlace de descarga',
  invalidAnswer: 'El servidor no devolvió datos válidos',
  historyTitle: 'Historial IVA',
  historyDetailTitle: 'Detalle del Historial',
  noHistorySelected: 'Seleccione un período para ver su historial',
  constitutionTitle: 'Estado de la Empresa',
  constitutionError: 'Error al cargar información de constitución',
  jsonError: 'Error al cargar el contenido JSON',
  notRegistered: "La empresa no está registrada en el Registro de Empresas y Sociedades ('Empresa en un día')",
  registered: "Empresa registrada en el Registro de Empresas y Sociedades ('Empresa en un día')",
  downloadStatute: 'Descargar Estatuto Actualizado',
  linkValidity: 'El enlace es válido por 2 horas',
} as const;

/**
 * The text of a failed download-link request (client-detail.md §8): an error mentioning 'not ready', 'not found' or
 * 404 (or a 404 answer) reads 'El archivo aún no está disponible. Por favor, intente más tarde.'; any other keeps
 * its own message.
 * @param error what the request threw; status the HTTP status when there was an answer.
 */
export function downloadErrorText(error: unknown, status: number | null): string {
  const message = error instanceof Error ? error.message : String(error);
  return status === 404 || /not ready|not found|404/i.test(message) ? COMPANY_FILE_MESSAGES.notReady : message;
}
