import type { AlertType } from '@domain/alerts/alert-types';
import { FOLIO_PARAM } from '@web/lib/cessions/search-criteria';

/**
 * The cession screen (core-platform §2) that lists each alert type's documents: a claim among the debtor's rejections,
 * an annulment or a reduction among the client's, an acceptance deadline among the acquired cessions; a cession to
 * another factoring on the sales-ledger radar.
 */
const ALERT_SCREEN: Readonly<Record<AlertType, string>> = {
  'cesion.reclamada': '/deudor-rechazados',
  'cesion.anulada': '/cliente-anulados',
  'cesion.rebajada': '/cliente-rebajados',
  'cesion.plazo-aceptacion': '/cesion-adquiridas',
  'cesion.cedida-otro': '/radar-libro-ventas',
};

/**
 * Where a bell item leads: its type's screen searching the alert's folio (`?folio=`, read by the screens' search
 * form); a type this build does not know leads to the acquired cessions.
 * @param alerta the alert's tipo ('cesion.reclamada' …) and folio.
 */
export function alertPath({ tipo, folio }: { tipo: string; folio: number }): string {
  const screen = ALERT_SCREEN[tipo as AlertType] ?? ALERT_SCREEN['cesion.plazo-aceptacion'];
  return `${screen}?${new URLSearchParams({ [FOLIO_PARAM]: String(folio) })}`;
}
