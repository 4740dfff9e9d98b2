/** Texts of the TGR tab, as client-detail.md §2, §4 and §8 write them. */
export { SAME_DAY_MESSAGE } from '@domain/tgr/update-rule';

export const TGR_TEXTS = {
  title: 'Cartola Fiscal TGR',
  lastUpdate: 'Última actualización',
  force: 'Forzar actualización',
  loading: 'Cargando cartola fiscal...',
  sessionFailed: 'No se pudo iniciar la sesión con la TGR.',
  processing: 'Estamos procesando la información de la TGR, vuelva a intentar en unos minutos.',
  forceFailed: 'Error al actualizar los datos. Por favor, intente nuevamente.',
  retry: 'Reintentar',
  frameTitle: 'Cartola fiscal de la TGR',
} as const;
