/**
 * The RTC CGIs of the cesiones registry, in a portal session (SII-PROTOCOLS.md §4-§5): "Consulta de Cesiones en
 * Período" (RTCConsultaCesiones.cgi; the answer is for the session's company, logged in or represented) and the AEC
 * download (RTCDescargarXmlCons.cgi). Answers are returned under the SII's file names and archived under them; every
 * other page (login page, 'no existe', 'no tiene acceso', unknown HTML) is archived under otros/ and never returned as
 * a period file or an AEC.
 */
import { normalizeRut } from '@domain/rut';
import type { SiiOperation } from './sii-operations';
import type { SiiRole } from '@domain/sii-role';
import { splitWindow, toSiiDay, type DateWindow } from '@domain/sii-web/period-windows';
import { readAecDownload, readPeriodDownload } from '@domain/sii-web/rtc-answers';
import type { DocumentKey } from '@domain/document-key';
import type { PeriodQuery, SiiFile } from '../../platform/sii-port';
import { aecFileName, periodFileName } from './answer-names';
import { archiveAnswer, type AnswerArchive } from './answer-archive';
import { formHeaders } from './browser-headers';
import { SiiError } from './errors';
import type { PortalSession } from './portal-session';
import { refusalError } from './portal-refusal';
import type { SiiAnswer, SiiHttp } from './sii-http';
import type { SiiWebSettings } from '../../platform/sii-settings';

/** TIPOCONSULTA of each role (§4 "Form fields": 0 DEUDOR, 1 CEDENTE, 2 CESIONARIO). */
const TIPO_CONSULTA: Record<SiiRole, string> = { deudor: '0', cedente: '1', cesionario: '2' };

/** What the RTC calls need. */
export interface RtcContext {
  http: SiiHttp;
  settings: Pick<SiiWebSettings, 'hosts' | 'periodWindowDays' | 'periodFormat'>;
  archive: AnswerArchive;
  session: PortalSession;
  /** The session's company, 'NNNNNNNN-D'. */
  rutSession: string;
}

/**
 * The period answers of the session's company for `query`, one per window of at most settings.periodWindowDays
 * days, oldest first, named CESIONES_{rut}_{1|2|3}_{ddMMyyyy}_{ddMMyyyy}.{txt|xml} after the window asked.
 * @throws RangeError when query.rut is not the session's company or the dates are not a 'yyyy-MM-dd' window;
 *   SiiError 'sesion-expirada' (expired twice), 'respuesta-invalida' (an HTML or unknown answer), the session's
 *   login errors, 'sii-no-disponible'.
 */
export async function fetchPeriodAnswers(context: RtcContext, query: PeriodQuery): Promise<SiiFile[]> {
  if (normalizeRut(query.rut) !== normalizeRut(context.rutSession)) {
    throw new RangeError(`La sesión del SII es de ${context.rutSession}, no de ${query.rut}`);
  }
  const windows = splitWindow(query.desde, query.hasta, context.settings.periodWindowDays);
  return Promise.all(windows.map((window) => context.session.run(() => fetchWindow(context, query.role, window))));
}

/**
 * The latest AEC of `dte` as AEC--{rutEmisor}--{tipo}--{folio}--SEQ-{n}.xml (n the highest SeqCesion in it), or null
 * when the SII says it has none ('no existe').
 * @throws SiiError 'sin-permiso' ('no tiene acceso': the company is no party to the chain), 'sesion-expirada'
 *   (expired twice), 'respuesta-invalida' (any other page, an AEC without SeqCesion), the session's login errors.
 */
export function fetchAec(context: RtcContext, dte: DocumentKey): Promise<SiiFile | null> {
  return context.session.run(async () => {
    const operation = 'RTCDescargarXmlCons';
    const palena = context.settings.hosts.palena;
    const [rut = '', dv = ''] = normalizeRut(dte.rutEmisor).split('-');
    const form = new URLSearchParams({
      rut_emisor: rut,
      dv_emisor: dv,
      tipo_docto: String(dte.tipoDTE),
      folio: String(dte.folio),
      clave: '',
      botonxml: 'xml',
    });
    const answer = await postRtc(context, operation, form, `${palena}/rtc/RTC/RTCConsultas.html`);
    const read = readAecDownload(answer.bytes);
    if (read.kind === 'aec') {
      const name = aecFileName(dte, read.seq);
      archiveAnswer(context.archive, operation, answer, name);
      return { name, bytes: answer.bytes };
    }
    archiveAnswer(context.archive, operation, answer);
    const detail = `${dte.rutEmisor} tipo ${dte.tipoDTE} folio ${dte.folio}`;
    switch (read.kind) {
      case 'sin-aec':
        return null;
      case 'sin-acceso':
        throw new SiiError('sin-permiso', {
          operation,
          rut: context.rutSession,
          detail: `sin acceso al AEC de ${detail}`,
        });
      case 'rechazo':
        throw refusalError(read.verdict, operation, context.rutSession);
      case 'desconocida':
        throw new SiiError('respuesta-invalida', {
          operation,
          detail: `respuesta no reconocida para ${detail} (HTTP ${answer.status})`,
        });
    }
  });
}

async function fetchWindow(context: RtcContext, role: SiiRole, window: DateWindow): Promise<SiiFile> {
  const operation = 'RTCConsultaCesiones';
  const palena = context.settings.hosts.palena;
  const form = new URLSearchParams({
    TIPOCONSULTA: TIPO_CONSULTA[role],
    TXTXML: context.settings.periodFormat,
    DESDE: toSiiDay(window.desde),
    HASTA: toSiiDay(window.hasta),
  });
  const answer = await postRtc(context, operation, form, `${palena}/cgi_rtc/RTC/RTCConsultaCesionesHtml.cgi`);
  const read = readPeriodDownload(answer.bytes);
  if (read.kind !== 'period') {
    archiveAnswer(context.archive, operation, answer);
    if (read.kind === 'rechazo') throw refusalError(read.verdict, operation, context.rutSession);
    throw new SiiError('respuesta-invalida', { operation, detail: `respuesta no reconocida (HTTP ${answer.status})` });
  }
  const name = periodFileName(context.rutSession, role, window.desde, window.hasta, read.form);
  archiveAnswer(context.archive, operation, answer, name);
  return { name, bytes: answer.bytes };
}

/** POSTs `form` to the CGI `{palena}/cgi_rtc/RTC/{operation}.cgi` in the session, sent from the `referer` page. */
function postRtc(
  context: RtcContext,
  operation: SiiOperation,
  form: URLSearchParams,
  referer: string,
): Promise<SiiAnswer> {
  const palena = context.settings.hosts.palena;
  return context.http.send({
    operation,
    method: 'POST',
    url: `${palena}/cgi_rtc/RTC/${operation}.cgi`,
    headers: formHeaders(palena, referer),
    body: form.toString(),
    jar: context.session.jar,
    archive: context.archive,
  });
}
