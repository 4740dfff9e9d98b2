import type { DteEvent } from '@domain/event-types';
import { NO_EVENTS_MSG } from '@domain/events';
import { dteTypeName } from '@domain/dte-types';
import { displayRut, formatFecha } from '@domain/es-cl-format';
import { html, htmlPage } from '../../platform/html';

/** The document whose event history is shown. */
export interface MovimientosDocument {
  rutEmisor: string;
  razonSocialEmisor: string | null;
  tipoDTE: number;
  folio: number;
}

/** Shown when the SII answered that the document has no events (listarEventosHistDoc codResp 16). */
export const NO_EVENTS_LISTED = 'No existen eventos para el documento';

/**
 * Renders the 'Mvtos' event history of a DTE (core-platform §7 getMovimientos, §3 "DTE event"): the
 * document and a table with código, descripción, fecha (dd/MM/yyyy HH:mm) and responsable, in the order
 * the SII listed them. A null list (the SII gave none) says 'Sin información de eventos'; an empty list
 * says 'No existen eventos para el documento'. Every value is HTML-escaped.
 * @returns a complete UTF-8 HTML page.
 */
export function renderMovimientos(document: MovimientosDocument, eventos: readonly DteEvent[] | null): string {
  const emisor = document.razonSocialEmisor
    ? `${document.razonSocialEmisor} - RUT ${displayRut(document.rutEmisor)}`
    : `RUT ${displayRut(document.rutEmisor)}`;
  const content =
    eventos === null
      ? html`<p>${NO_EVENTS_MSG}</p>`
      : eventos.length === 0
        ? html`<p>${NO_EVENTS_LISTED}</p>`
        : html`<table>
<tr><th>Código</th><th>Descripción</th><th>Fecha</th><th>Responsable</th></tr>
${eventos.map((e) => html`<tr><td>${e.codigo}</td><td>${e.descripcion}</td><td>${formatFecha(e.fecha)}</td><td>${displayRut(e.responsable)}</td></tr>`)}
</table>`;
  const body = html`<h1>Movimientos del documento</h1>
<p>${dteTypeName(document.tipoDTE)} N° ${document.folio}<br>Emisor: ${emisor}</p>
${content}`;
  return htmlPage(`Movimientos ${document.rutEmisor} ${document.tipoDTE} ${document.folio}`, body);
}
