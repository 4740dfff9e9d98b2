import type { CessionRecord } from '@domain/cession';
import { dteTypeName } from '@domain/dte-types';
import { countText, displayRut, formatClp, formatFecha } from '@domain/es-cl-format';
import { html, htmlPage } from '../../platform/html';

/** The request the bulk certificate answers (core-platform §7 getCertificateMasivo payload). */
export interface CertificadoMasivoRequest {
  rutEmpresa: string;
  tipoConsulta: 'adquiridas' | 'cedidas';
  /** 'yyyy-MM-dd' */
  fechaCesionDesde: string;
  /** 'yyyy-MM-dd' */
  fechaCesionHasta: string;
}

/** A requested document that is not certified, with the reason shown. */
export interface CertificadoMasivoMissing {
  rutEmisor: string;
  tipoDTE: number;
  folio: number;
  motivo: string;
}

/**
 * Renders the bulk assignment certificate '{rut}_certificado_cesion_masivo.html' (core-platform §7, §9): a
 * header with the company, the kind (adquiridas / cedidas) and the window, then one block per cession
 * (document, emisor, cedente, cesionario, deudor, montoCesion, fecha de cesión), a summary with the count
 * and total ceded amount, and the requested documents that could not be certified with their reason.
 * Every value is HTML-escaped.
 * @returns a complete UTF-8 HTML page.
 */
export function renderCertificadoMasivo(
  request: CertificadoMasivoRequest,
  cesiones: readonly CessionRecord[],
  missing: readonly CertificadoMasivoMissing[],
): string {
  const total = cesiones.reduce((sum, c) => sum + c.montoCedido, 0);
  const blocks = cesiones.map(
    (c) =>
      html`<div class="documento">
<h2>${dteTypeName(c.tipoDTE)} N° ${c.folio}</h2>
<table>
<tr><th>Emisor</th><td>${c.emisor.razonSocial} - RUT ${displayRut(c.emisor.rut)}</td></tr>
<tr><th>Cedente</th><td>${c.cedente.razonSocial} - RUT ${displayRut(c.cedente.rut)}</td></tr>
<tr><th>Cesionario</th><td>${c.cesionario.razonSocial} - RUT ${displayRut(c.cesionario.rut)}</td></tr>
<tr><th>Deudor</th><td>${c.deudor.razonSocial} - RUT ${displayRut(c.deudor.rut)}</td></tr>
<tr><th>Monto documento</th><td>${formatClp(c.montoDocumento)}</td></tr>
<tr><th>Monto cedido</th><td>${formatClp(c.montoCedido)}</td></tr>
<tr><th>Fecha de emisión</th><td>${formatFecha(c.fechaEmision)}</td></tr>
<tr><th>Fecha de cesión</th><td>${formatFecha(c.fechaCesion)}</td></tr>
<tr><th>Estado</th><td>${c.estadoCesionSii}</td></tr>
</table>
</div>`,
  );
  const missingSection =
    missing.length === 0
      ? html``
      : html`<h2>Documentos no certificados</h2>
<table>
<tr><th>RUT emisor</th><th>Tipo</th><th>Folio</th><th>Motivo</th></tr>
${missing.map((m) => html`<tr><td>${displayRut(m.rutEmisor)}</td><td>${m.tipoDTE}</td><td>${m.folio}</td><td>${m.motivo}</td></tr>`)}
</table>`;
  const body = html`<h1>Certificado de Cesiones ${request.tipoConsulta === 'adquiridas' ? 'Adquiridas' : 'Cedidas'}</h1>
<p>Empresa: RUT ${displayRut(request.rutEmpresa)}<br>Período de cesión: ${formatFecha(request.fechaCesionDesde)} al ${formatFecha(request.fechaCesionHasta)}</p>
${blocks}
<h2>Resumen</h2>
<p>${countText(cesiones.length, 'documento', 'documentos')}; monto total cedido ${formatClp(total)}</p>
${missingSection}`;
  return htmlPage(`Certificado de cesión masivo ${request.rutEmpresa}`, body);
}
