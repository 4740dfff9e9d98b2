import type { CessionRecord } from '@domain/cession';
import type { AceptadoState, DteEvent } from '@domain/event-types';
import { dteTypeName } from '@domain/dte-types';
import { displayRut, formatClp, formatFecha } from '@domain/es-cl-format';
import { html, htmlPage } from '../../platform/html';

/**
 * Renders the acceptance / rejection certificate '{rutEmisor}_{tipo}_{folio}_certificado_aceptacion_rechazo.html'
 * (core-platform §7 getCertificadosAceptacionReclamo, §9) of a decided DTE: the document, the parties, the
 * decision ('Aceptado' for state si, 'Reclamado' for state no) with the deciding event (código, descripción,
 * fecha, responsable) and every event of the DTE. Every value is HTML-escaped.
 * @param aceptado the derived state (domain/events.ts deriveAceptado); must be 'si' or 'no'.
 * @returns a complete UTF-8 HTML page.
 */
export function renderAcceptanceCertificate(
  record: CessionRecord,
  aceptado: AceptadoState & { state: 'si' | 'no' },
): string {
  const eventos: readonly DteEvent[] = record.eventos ?? [];
  const decisive = eventos.find((e) => e.codigo === aceptado.codigo && e.fecha === aceptado.fecha);
  const title = aceptado.state === 'si' ? 'Certificado de Aceptación' : 'Certificado de Reclamo';
  const body = html`<h1>${title}</h1>
<h2>Documento</h2>
<table>
<tr><th>Tipo</th><td>${dteTypeName(record.tipoDTE)} (${record.tipoDTE})</td></tr>
<tr><th>Folio</th><td>${record.folio}</td></tr>
<tr><th>Emisor</th><td>${record.emisor.razonSocial} - RUT ${displayRut(record.emisor.rut)}</td></tr>
<tr><th>Deudor</th><td>${record.deudor.razonSocial} - RUT ${displayRut(record.deudor.rut)}</td></tr>
<tr><th>Fecha de emisión</th><td>${formatFecha(record.fechaEmision)}</td></tr>
<tr><th>Monto total</th><td>${formatClp(record.montoDocumento)}</td></tr>
</table>
<h2>${aceptado.state === 'si' ? 'Aceptado' : 'Reclamado'}</h2>
<table>
<tr><th>Estado</th><td>${aceptado.msg}</td></tr>
<tr><th>Código</th><td>${aceptado.codigo}</td></tr>
<tr><th>Fecha</th><td>${formatFecha(aceptado.fecha)}</td></tr>
<tr><th>Responsable</th><td>${decisive ? displayRut(decisive.responsable) : ''}</td></tr>
</table>
<h2>Eventos del documento</h2>
<table>
<tr><th>Código</th><th>Descripción</th><th>Fecha</th><th>Responsable</th></tr>
${eventos.map((e) => html`<tr><td>${e.codigo}</td><td>${e.descripcion}</td><td>${formatFecha(e.fecha)}</td><td>${displayRut(e.responsable)}</td></tr>`)}
</table>`;
  return htmlPage(`${title} ${record.emisor.rut} ${record.tipoDTE} ${record.folio}`, body);
}
