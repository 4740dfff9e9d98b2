/**
 * The demo world's TGR "Cartola Fiscal" service pages (read by lambdas/public-sources/tgr through
 * lambdas/public-sources), written under tgr/cartola/{rut}.html with the TGR's markup: the statement page ('CARTOLA
 * FISCAL', 'Fecha de emisión: dd-MM-yyyy HH:mm', the debts and the agreement instalments of the client's
 * TGR_{rut}.json, plus the page's own script, style and event handlers that the proxy must strip), the "being
 * processed" page, or the service's error page (HTTP 503, sidecar tgr/cartola/{rut}.html.http.json). Each client shows
 * one state of client-detail.md §4 "TGR flow", by its position among the world's clients sorted by RUT: fresh (issued
 * today), stale (issued 3 days ago), processing, failed.
 */
import { escapeHtml } from '@lambdas/platform/html';
import { plusDays } from './local-time';

/** The TGR state a demo client shows. */
export type TgrDemoState = 'fresco' | 'antiguo' | 'en-proceso' | 'falla';

const STATES: readonly TgrDemoState[] = ['fresco', 'antiguo', 'en-proceso', 'falla'];

/** Days before the world's today that a stale statement was issued. */
export const STALE_DAYS = 3;

/** The state of the client at `index` among the world's clients sorted by RUT. */
export function tgrDemoState(index: number): TgrDemoState {
  return STATES[index % STATES.length]!;
}

/** One page file: path under the world's root, bytes, and the sidecar envelope when not a plain 200. */
export interface PublicSourceFile {
  path: string;
  text: string;
  envelope?: { status?: number; delayMs?: number };
}

interface StatementEntry {
  formTipo?: string;
  formFolio?: string;
  fechaVcto?: string;
  fecha1?: string;
  fecha2?: string;
  montoTotalTotal?: string;
  nombreFormulario?: string;
}

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="es">
<head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="https://www.tesoreria.cl/css/portal.css">
<style>body{font-family:Verdana} .rojo{color:#c00}</style>
<script src="https://www.tesoreria.cl/js/analytics.js"></script>
<script>window.dataLayer = window.dataLayer || []; dataLayer.push({ pagina: 'cartola' });</script>
</head>
<body onload="iniciarCartola()">
<div id="encabezado" style="background:#003366;color:#fff"><img src="https://www.tesoreria.cl/img/logo.png" alt="TGR"> Tesorería General de la República</div>
${body}
<a href="javascript:window.print()" onclick="imprimir()">Imprimir</a>
<script>function iniciarCartola(){document.title='Cartola';}</script>
</body>
</html>
`;

const rows = (entries: readonly StatementEntry[], empty: string) =>
  entries.length === 0
    ? `<tr><td colspan="5">${empty}</td></tr>`
    : entries
        .map(
          (e) =>
            `<tr><td>${escapeHtml(e.formTipo)}</td><td>${escapeHtml(e.formFolio)}</td><td>${escapeHtml(e.nombreFormulario)}</td><td>${escapeHtml(e.fechaVcto ?? e.fecha1)}</td><td class="monto" style="text-align:right">${escapeHtml(e.montoTotalTotal)}</td></tr>`,
        )
        .join('\n');

/**
 * The TGR page of one client in its state.
 * @param statementJson the client's TGR_{rut}.json bytes (rcv-tgr-statement.ts); today the world's day 'yyyy-MM-dd'.
 */
export function tgrCartolaPage(
  rut: string,
  razonSocial: string,
  state: TgrDemoState,
  statementJson: Uint8Array,
  today: string,
): PublicSourceFile {
  const path = `tgr/cartola/${rut}.html`;
  if (state === 'en-proceso') {
    return {
      path,
      text: page(
        'Cartola Fiscal',
        '<h2>Su solicitud se está procesando</h2><p>La cartola fiscal está en proceso de generación. Intente nuevamente en unos minutos.</p>',
      ),
    };
  }
  if (state === 'falla') {
    return {
      path,
      text: page(
        'Servicio no disponible',
        '<h2>Servicio no disponible</h2><p>El servicio de la Tesorería no está disponible en este momento.</p>',
      ),
      envelope: { status: 503 },
    };
  }
  const statement = JSON.parse(Buffer.from(statementJson).toString('utf8')) as {
    listaDeudas: StatementEntry[];
    cartola: StatementEntry[];
  };
  const issued = (state === 'antiguo' ? plusDays(today, -STALE_DAYS) : today).split('-').reverse().join('-');
  const body = `<h1>CARTOLA FISCAL</h1>
<p>Contribuyente: <b>${escapeHtml(razonSocial)}</b> RUT: <b>${escapeHtml(rut)}</b></p>
<p>Fecha de emisión: ${issued} 08:30</p>
<h2>Deudas fiscales</h2>
<table class="tabla" onmouseover="resaltar(this)"><thead><tr><th>Formulario</th><th>Folio</th><th>Nombre</th><th>Vencimiento</th><th>Monto total</th></tr></thead>
<tbody>
${rows(statement.listaDeudas, 'Sin deudas fiscales')}
</tbody></table>
<h2>Convenios de pago</h2>
<table class="tabla"><thead><tr><th>Formulario</th><th>Resolución</th><th>Nombre</th><th>Vencimiento</th><th>Cuota</th></tr></thead>
<tbody>
${rows(statement.cartola, 'Sin convenios vigentes')}
</tbody></table>`;
  return { path, text: page('Cartola Fiscal', body) };
}
