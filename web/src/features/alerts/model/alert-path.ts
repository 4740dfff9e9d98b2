import { JUDICIAL_ALERT_TYPE, type DocumentAlertType } from '@domain/alerts/alert-types';
import type { Alerta, CausaJudicial } from '@domain/wire/schema-types';
import { FOLIO_PARAM } from '@web/lib/cessions/search-criteria';
import { judicialRadarPath } from '@web/lib/judicial-radar-path';

/**
 * The cession screen (core-platform §2) that lists each alert type's documents: a claim among the debtor's rejections,
 * an annulment or a reduction among the client's, an acceptance deadline among the acquired cessions; a cession to
 * another factoring on the sales-ledger radar.
 */
const ALERT_SCREEN: Readonly<Record<DocumentAlertType, string>> = {
  'cesion.reclamada': '/deudor-rechazados',
  'cesion.anulada': '/cliente-anulados',
  'cesion.rebajada': '/cliente-rebajados',
  'cesion.plazo-aceptacion': '/cesion-adquiridas',
  'cesion.cedida-otro': '/radar-libro-ventas',
};

/** What of an alert its link needs. */
type AlertLink = Pick<Alerta, 'tipo'> & { folio?: Alerta['folio']; causa?: Pick<CausaJudicial, 'rut'> | null };

/**
 * Where a bell item leads: a judicial alert to the judicial radar asking its RUT; a document alert to its type's
 * screen searching the alert's folio (`?folio=`, read by the screens' search form); a type this build does not know
 * leads to the acquired cessions.
 * @param alerta the alert's tipo ('cesion.reclamada' …), folio and case.
 */
export function alertPath({ tipo, folio, causa }: AlertLink): string {
  if (tipo === JUDICIAL_ALERT_TYPE && causa) return judicialRadarPath(causa.rut);
  const screen = ALERT_SCREEN[tipo as DocumentAlertType] ?? ALERT_SCREEN['cesion.plazo-aceptacion'];
  return `${screen}?${new URLSearchParams({ [FOLIO_PARAM]: String(folio ?? '') })}`;
}
