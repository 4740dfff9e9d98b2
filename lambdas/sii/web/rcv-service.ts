/**
 * The RCV CSV export of a client company's own portal session (SII-PROTOCOLS.md §9): getDetalleVentaExport /
 * getDetalleCompraExport on the RCV SPA facade, JSON with `metaData.conversationId` = the session's CSESSIONID and the
 * reCAPTCHA placeholder the SPA itself sends. The optional session bootstrap of §9 (marked [U]) is one step,
 * settings.rcvBootstrap. The export's lines are joined with CRLF into RCV_VENTA_{rut}_{yyyyMM}.csv /
 * RCV_COMPRA_{ESTADO}_{rut}_{yyyyMM}.csv (UTF-8); codRespuesta 2 (no documents) is null. The JSON answer is archived
 * under otros/ and the CSV under its name.
 */
import { randomUUID } from 'node:crypto';
import { normalizeRut } from '@domain/rut';
import { isPageAnswer, parseRcvExport, RCV_OK, RCV_SIN_DOCUMENTOS, rcvCsvText } from '@domain/sii-web/rcv-export';
import { classifyPortalPage } from '@domain/sii-web/portal-page';
import type { SiiFile } from '../../platform/sii-port';
import { rcvFileName } from './answer-names';
import { archiveAnswer, type AnswerArchive } from './answer-archive';
import { BROWSER_HEADERS } from './browser-headers';
import type { RcvQuery } from './client-api';
import { SiiError } from './errors';
import { parseAnswer } from './parse-answer';
import { refusalError } from './portal-refusal';
import type { PortalSession } from './portal-session';
import type { SiiAnswer, SiiHttp } from './sii-http';
import type { SiiWebSettings } from '../../platform/sii-settings';

const FACADE = 'cl.sii.sdi.lob.diii.consdcv.data.api.interfaces.FacadeService';
/** accionRecaptcha per book: AAG's export values (EMI sends RCV_DETC/RCV_DETV; §13 open question). */
const ACCION_RECAPTCHA = { COMPRA: 'RCV_DDETC', VENTA: 'RCV_DDETV' } as const;
/** The placeholder the SPA sends instead of a reCAPTCHA token (§9 "reCAPTCHA"). */
const TOKEN_RECAPTCHA = 't-o-k-e-n-web';

/** What the export needs. */
export interface RcvContext {
  http: SiiHttp;
  settings: Pick<SiiWebSettings, 'hosts' | 'rcvBootstrap'>;
  archive: AnswerArchive;
  session: PortalSession;
  /** The session's company (the client), 'NNNNNNNN-D'. */
  rutSession: string;
}

/**
 * One export of the session's company.
 * @returns the CSV file, or null when the SII has no documents (codRespuesta 2, or 0 without lines).
 * @throws RangeError for a COMPRA query without estadoContab or a periodo that is not 'yyyyMM'; SiiError
 *   'sesion-expirada' (HTTP 401 or an HTML page, twice), 'respuesta-invalida' (codRespuesta other than 0/2, JSON that
 *   cannot be read), the session's login errors, 'sii-no-disponible'.
 */
export async function fetchRcv(context: RcvContext, query: RcvQuery): Promise<SiiFile | null> {
  if (!/^\d{6}$/.test(query.periodo))
    throw new RangeError(`Periodo RCV inválido '${query.periodo}' (se espera yyyyMM)`);
  if (query.operacion === 'COMPRA' && !query.estadoContab)
    throw new RangeError('Una consulta de compras requiere estadoContab');
  return context.session.run(async (jar) => {
    if (context.settings.rcvBootstrap) await bootstrap(context);
    const cookies = await jar.getCookies(`${context.settings.hosts.rcv}/consdcvinternetui/`);
    const conversationId = cookies.find((cookie) => cookie.key === 'CSESSIONID')?.value ?? '';
    const answer = await exportCall(context, query, conversationId);
    return readExport(context, query, answer);
  });
}

/** The facade method of a query's book. */
function exportMethod(query: RcvQuery): 'getDetalleVentaExport' | 'getDetalleCompraExport' {
  return query.operacion === 'VENTA' ? 'getDetalleVentaExport' : 'getDetalleCompraExport';
}

async function exportCall(context: RcvContext, query: RcvQuery, conversationId: string): Promise<SiiAnswer> {
  const method = exportMethod(query);
  const rcv = context.settings.hosts.rcv;
  const [rut = '', dv = ''] = normalizeRut(context.rutSession).split('-');
  const body = {
    metaData: { namespace: `${FACADE}/${method}`, conversationId, transactionId: randomUUID(), page: null },
    data: {
      rutEmisor: rut,
      dvEmisor: dv,
      ptributario: query.periodo,
      estadoContab: query.operacion === 'VENTA' ? '' : query.estadoContab,
      operacion: query.operacion,
      codTipoDoc: 0,
      accionRecaptcha: ACCION_RECAPTCHA[query.operacion],
      tokenRecaptcha: TOKEN_RECAPTCHA,
    },
  };
  return context.http.send({
    operation: method,
    method: 'POST',
    url: `${rcv}/consdcvinternetui/services/data/facadeService/${method}`,
    headers: {
      ...BROWSER_HEADERS,
      accept: 'application/json, text/plain, */*',
      'content-type': 'application/json',
      origin: rcv,
      referer: `${rcv}/consdcvinternetui/`,
    },
    body: JSON.stringify(body),
    jar: context.session.jar,
    archive: context.archive,
  });
}

function readExport(context: RcvContext, query: RcvQuery, answer: SiiAnswer): SiiFile | null {
  const operation = exportMethod(query);
  archiveAnswer(context.archive, operation, answer);
  const html = isPageAnswer(answer.bytes);
  if (answer.status === 401 || html) {
    const verdict = html ? classifyPortalPage(answer.bytes) : null;
    throw verdict
      ? refusalError(verdict, operation, context.rutSession)
      : new SiiError('sesion-expirada', { operation, detail: `HTTP ${answer.status}` });
  }
  const read = parseAnswer(operation, () => parseRcvExport(answer.bytes));
  if (read.codRespuesta === RCV_OK && read.lines) {
    const file = {
      name: rcvFileName(context.rutSession, query),
      bytes: new TextEncoder().encode(rcvCsvText(read.lines)),
    };
    // The CSV made of the answer's lines is archived too, under its SII name, so an extracted archive replays it.
    archiveAnswer(context.archive, operation, { ...answer, bytes: file.bytes }, file.name);
    return file;
  }
  if (read.codRespuesta === RCV_SIN_DOCUMENTOS || read.codRespuesta === RCV_OK) return null;
  throw new SiiError('respuesta-invalida', {
    operation,
    detail: `codRespuesta ${read.codRespuesta}: ${read.msgeRespuesta}`,
  });
}

/**
 * The RCV session bootstrap some sources make before the facade calls (§9 "Session bootstrap", [U]): the SPA page,
 * then the portal's AutTknData JSONP, which is reported to be the step without which the facade answers 401. Made
 * before each export while settings.rcvBootstrap is on (off by default: JSB and AAG export without it).
 */
async function bootstrap(context: RcvContext): Promise<void> {
  const { rcv, portalClave } = context.settings.hosts;
  const now = Date.now();
  for (const [operation, url] of [
    ['consdcvinternetui', `${rcv}/consdcvinternetui/`],
    [
      'AutTknData',
      `${portalClave}/cgi_AUT2000/AutTknData.cgi?rnd=${Math.random()}&callback=jQuery_${now}&_=${now + 1}`,
    ],
  ] as const) {
    const answer = await context.http.send({
      operation,
      method: 'GET',
      url,
      headers: { ...BROWSER_HEADERS, referer: `${rcv}/consdcvinternetui/` },
      jar: context.session.jar,
      archive: context.archive,
    });
    archiveAnswer(context.archive, operation, answer);
  }
}
