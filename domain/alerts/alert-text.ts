import { dteTypeName } from '../dte-types';
import type { JudicialCase } from '../judicial/judicial-records';
import type { PlatformEvent } from '../platform-events/platform-event';
import type { DocumentAlertType } from './alert-types';

/** The verb of each alert type's title. */
const TITLE_PREFIX: Readonly<Record<DocumentAlertType, string>> = {
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
export function alertTitle(event: Pick<PlatformEvent, 'documento'> & { tipo: DocumentAlertType }): string {
  const { documento } = event;
  return `${TITLE_PREFIX[event.tipo]}: ${dteTypeName(documento.tipoDTE)} N° ${documento.folio} de ${documento.emisor.razonSocial}`;
}

/** What a judicial alert is about: a court case of a RUT of the factoring's Cartera. */
export interface AlertCase {
  /** normalised 'NNNNNNNN-D' of the client or debtor */
  rut: string;
  /** its name in the factoring's Cartera ('' when unknown) */
  razonSocial: string;
  rol: string;
  tribunal: string;
  caratulado: string;
  /** 'yyyy-MM-dd', or null when the portal gives none */
  fechaIngreso: string | null;
}

/**
 * `caso` as told about the Cartera party `party` (its RUT and name): what a judicial alert and the Cartera's red flag
 * 'Causa judicial nueva' show of it.
 */
export function alertCase(party: { rut: string; razonSocial: string }, caso: JudicialCase): AlertCase {
  const { rol, tribunal, caratulado, fechaIngreso } = caso;
  return { rut: party.rut, razonSocial: party.razonSocial, rol, tribunal, caratulado, fechaIngreso };
}

/**
 * The title of a new court case's alert: 'Causa judicial nueva: Rol {rol} ({tribunal}) de {razonSocial or RUT}',
 * e.g. 'Causa judicial nueva: Rol C-99-2026 (1° Juzgado Civil de Santiago) de COMERCIAL ANDES SPA'.
 */
export function judicialAlertTitle(causa: AlertCase): string {
  return `Causa judicial nueva: Rol ${causa.rol} (${causa.tribunal}) de ${causa.razonSocial || causa.rut}`;
}
