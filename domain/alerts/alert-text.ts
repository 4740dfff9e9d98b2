import { dteTypeName } from '../dte-types';
import type { PlatformEvent } from '../platform-events/platform-event';
import type { AlertType } from './alert-types';

/** The verb of each alert type's title. */
const TITLE_PREFIX: Readonly<Record<AlertType, string>> = {
  'cesion.reclamada': 'Reclamo',
  'cesion.anulada': 'Anulación',
  'cesion.rebajada': 'Rebaja',
  'cesion.plazo-aceptacion': 'Plazo de aceptación por vencer',
  'cesion.cedida-otro': 'Cedida a otro factoring',
};

/**
 * The one-line Spanish title of an alert, shared by the toast, the bell and the e-mail subject:
 * '{Reclamo|Anulación|Rebaja|Plazo de aceptación por vencer|Cedida a otro factoring}: {tipo name} N° {folio} de
 * {emisor}',
 * e.g. 'Reclamo: Factura Electrónica N° 1234 de COMERCIAL ANDES SPA'.
 */
export function alertTitle(event: Pick<PlatformEvent, 'documento'> & { tipo: AlertType }): string {
  const { documento } = event;
  return `${TITLE_PREFIX[event.tipo]}: ${dteTypeName(documento.tipoDTE)} N° ${documento.folio} de ${documento.emisor.razonSocial}`;
}
