/**
 * The AEC download of the local SII (SII-PROTOCOLS.md §5): POST /cgi_rtc/RTC/RTCDescargarXmlCons.cgi with rut_emisor,
 * dv_emisor, tipo_docto, folio answers the bytes of the DTE's highest-SEQ AEC when the session's company is a party
 * to it (emisor, receptor, any cedente or cesionario); an HTML page containing 'no tiene acceso' otherwise, or 'no
 * existe' when the registry holds no AEC of the DTE. An AEC the registry cannot read is served to any session (its
 * parties are unknown; the platform reports the bad file).
 */
import { readAecFacts } from './aec-facts';
import type { SiiContext } from './context';
import { readDteKey } from './dte-key';
import { xmlAnswer, type SiiResponse } from './http-exchange';
import { portalPage, rejectedPage } from './portal-pages';
import type { Route } from './router';
import { rtcRoute } from './rtc-route';

/** The AEC download route (a data service: it may fault). */
export function aecDownloadRoutes(ctx: SiiContext): Route[] {
  return [rtcRoute(ctx, 'RTCDescargarXmlCons', (form, company) => download(ctx, form, company))];
}

async function download(ctx: SiiContext, form: URLSearchParams, company: string): Promise<SiiResponse> {
  const dte = readDteKey(form.get('rut_emisor'), form.get('dv_emisor'), form.get('tipo_docto'), form.get('folio'));
  if (!dte) return rejectedPage('Datos del documento inválidos (rut_emisor, dv_emisor, tipo_docto, folio)');
  const path = ctx.files.aecPath(dte);
  if (!path) {
    return portalPage(
      'Registro de Cesiones',
      '<p>El documento consultado no existe en el Registro Electrónico de Cesiones.</p>',
    );
  }
  const facts = await ctx.files.parsed(path, readAecFacts);
  if (facts && !facts.parties.has(company)) {
    return portalPage(
      'Registro de Cesiones',
      '<p>Usted no tiene acceso a la información de la cesión de este documento.</p>',
    );
  }
  return xmlAnswer(await ctx.files.read(path), 200, 'ISO-8859-1');
}
