import type { Aec, AecCesion } from '@domain/aec/types';
import { dteTypeName } from '@domain/dte-types';
import { displayRut, formatClp, formatFecha } from '@domain/es-cl-format';
import { html, htmlPage, type SafeHtml } from '../../platform/html';

/**
 * Renders the printable assignment certificate '{rutEmisor}_{tipo}_{folio}_certificado_cesion.html'
 * (core-platform §7 getCertificate, §9) from a parsed stored AEC: the document (type, folio, emisor,
 * deudor, fecha de emisión, monto total), the certified cesión (cedente, cesionario, deudor, montoCesion,
 * fecha, último vencimiento) and the whole chain of cesiones. Every value is HTML-escaped.
 * @param idSecuencia SeqCesion of the cesión to certify; the last one of the chain when null or absent
 *   from the AEC.
 * @returns a complete UTF-8 HTML page.
 */
export function renderCessionCertificate(aec: Aec, idSecuencia: number | null): string {
  const cesion = aec.cesiones.find((c) => c.seq === idSecuencia) ?? aec.current;
  const { dte } = aec;
  const body = html`<h1>Certificado de Cesión</h1>
<h2>Documento</h2>
<table>
<tr><th>Tipo</th><td>${dteTypeName(dte.tipoDTE)} (${dte.tipoDTE})</td></tr>
<tr><th>Folio</th><td>${dte.folio}</td></tr>
<tr><th>Emisor</th><td>${dte.razonSocialEmisor} - RUT ${displayRut(dte.rutEmisor)}</td></tr>
<tr><th>Deudor</th><td>${dte.razonSocialReceptor} - RUT ${displayRut(dte.rutReceptor)}</td></tr>
<tr><th>Fecha de emisión</th><td>${formatFecha(dte.fechaEmision)}</td></tr>
<tr><th>Monto total</th><td>${formatClp(dte.montoTotal)}</td></tr>
</table>
<h2>Cesión N° ${cesion.seq}</h2>
<table>
<tr><th>Cedente</th><td>${cesion.cedente.razonSocial} - RUT ${displayRut(cesion.cedente.rut)}</td></tr>
<tr><th>Cesionario</th><td>${cesion.cesionario.razonSocial} - RUT ${displayRut(cesion.cesionario.rut)}</td></tr>
<tr><th>Deudor</th><td>${dte.razonSocialReceptor} - RUT ${displayRut(dte.rutReceptor)}</td></tr>
<tr><th>Monto cedido</th><td>${formatClp(cesion.montoCesion)}</td></tr>
<tr><th>Fecha de cesión</th><td>${formatFecha(cesion.tmstCesion)}</td></tr>
<tr><th>Último vencimiento</th><td>${formatFecha(cesion.ultimoVencimiento)}</td></tr>
</table>
<h2>Cadena de cesiones</h2>
${chainTable(aec.cesiones)}`;
  return htmlPage(`Certificado de cesión ${dte.rutEmisor} ${dte.tipoDTE} ${dte.folio}`, body);
}

function chainTable(cesiones: readonly AecCesion[]): SafeHtml {
  const rows = cesiones.map(
    (c) =>
      html`<tr><td>${c.seq}</td><td>${c.cedente.razonSocial} (${displayRut(c.cedente.rut)})</td><td>${c.cesionario.razonSocial} (${displayRut(c.cesionario.rut)})</td><td class="monto">${formatClp(c.montoCesion)}</td><td>${formatFecha(c.tmstCesion)}</td></tr>`,
  );
  return html`<table>
<tr><th>N°</th><th>Cedente</th><th>Cesionario</th><th>Monto cedido</th><th>Fecha</th></tr>
${rows}
</table>`;
}
