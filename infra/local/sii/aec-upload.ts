/**
 * The AEC upload of the local SII (AEC-UPLOAD manual v1.0; SII-PROTOCOLS.md §8): POST /cgi_rtc/RTC/RTCAnotEnvio.cgi,
 * multipart/form-data with emailNotif, rutCompany, dvCompany and archivo, the seed token as `Cookie: TOKEN=`. It
 * answers RECEPCIONAEC: STATUS 5 without a live token, 4 without the fields or the file, 1 when the token's holder may
 * not act for rutCompany, else 0 with a TRACKID. The AEC is judged at reception (aec-checks.ts) and an accepted one is
 * annotated in the registry at once (registry-annotation.ts); getEstEnvio (rpetc-consulta.ts) shows the verdict after
 * the behaviour's envioProcessingMs.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { CHILE_TIME_ZONE } from '@domain/chile-time';
import { readRut } from '@domain/sii-values';
import { judgeUpload } from './aec-checks';
import type { SiiContext } from './context';
import { xmlAnswer, type SiiRequest, type SiiResponse } from './http-exchange';
import { annotateCesion } from './registry-annotation';
import type { Route } from './router';
import { escapeXml } from './latin1';

/** The upload route (a data service: it may fault). */
export function aecUploadRoutes(ctx: SiiContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/cgi_rtc/RTC/RTCAnotEnvio.cgi',
      operation: () => 'RTCAnotEnvio',
      faultAnswer: () => null,
      handle: (req) => upload(ctx, req),
    },
  ];
}

async function upload(ctx: SiiContext, req: SiiRequest): Promise<SiiResponse> {
  const token = ctx.tokens.find(req.cookies.get('TOKEN'));
  if (!token.ok) return recepcion(ctx, { status: 5 });
  const form = await readMultipart(req);
  const archivo = form?.get('archivo');
  const company = readRut(`${form?.get('rutCompany') ?? ''}-${form?.get('dvCompany') ?? ''}`);
  if (!form || !company || !(archivo instanceof File) || archivo.size === 0)
    return recepcion(ctx, { status: 4, rutSender: token.rut });
  const user = ctx.users.find(token.rut);
  if (user?.rut !== company && !ctx.users.representable(token.rut, company)) {
    return recepcion(ctx, { status: 1, rutSender: token.rut, rutCompany: company, file: archivo.name });
  }
  const bytes = new Uint8Array(await archivo.arrayBuffer());
  const verdict = await judgeUpload(ctx, bytes, company);
  if (verdict.accepted) await annotateCesion(ctx, verdict.accepted);
  const trackId = ctx.envios.add({
    rutCompany: company,
    fileName: archivo.name,
    receivedAt: ctx.now().getTime(),
    estado: verdict.estado,
    glosa: verdict.glosa,
  });
  ctx.log(`SII local: envío AEC ${archivo.name} de ${company}: TRACKID ${trackId}, ${verdict.estado} ${verdict.glosa}`);
  return recepcion(ctx, { status: 0, rutSender: token.rut, rutCompany: company, file: archivo.name, trackId });
}

/** The multipart form, or null when the body is not one. */
async function readMultipart(req: SiiRequest): Promise<FormData | null> {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return null;
  try {
    return await new Response(new Uint8Array(req.body), { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
}

/** A RECEPCIONAEC answer (AEC-UPLOAD manual §3.1): TRACKID only with STATUS 0. */
function recepcion(
  ctx: SiiContext,
  fields: { status: number; rutSender?: string; rutCompany?: string; file?: string; trackId?: string },
): SiiResponse {
  const timestamp = format(ctx.now(), 'dd-MM-yyyy HH:mm:ss', { in: tz(CHILE_TIME_ZONE) });
  const element = (name: string, value: string | undefined) =>
    value === undefined ? '' : `<${name}>${escapeXml(value)}</${name}>`;
  const body =
    '<?xml version="1.0" encoding="ISO-8859-1"?>\n<RECEPCIONAEC>' +
    element('RUTSENDER', fields.rutSender) +
    element('RUTCOMPANY', fields.rutCompany) +
    element('FILE', fields.file) +
    element('TIMESTAMP', timestamp) +
    element('STATUS', String(fields.status)) +
    element('TRACKID', fields.trackId) +
    '</RECEPCIONAEC>';
  return xmlAnswer(body, 200, 'ISO-8859-1');
}
