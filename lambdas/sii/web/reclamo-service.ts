/**
 * RegistroReclamoDteService (SII-PROTOCOLS.md §6; RECLAMO manual v1.2; WSDL registroreclamodteservice.jws): SOAP 1.1
 * rpc/literal with the seed token as `Cookie: TOKEN=<token>`. An HTTP 401 means the token ended (the client renews
 * it once); codResp -1 ('Error Interno … reintentar … más tarde') is retried like an HTTP 5xx. The events and
 * reception-date answers are returned byte for byte, a SOAP Fault included (domain/sii-soap.ts reads a Fault as "no
 * list given").
 */
import type { AccionReclamo } from '@domain/reclamo/reclamo-dte';
import { normalizeRut } from '@domain/rut';
import { COD_RESP_REINTENTAR, readReclamoAnswer, type ReclamoAnswer } from '@domain/sii-web/reclamo-answers';
import type { DocumentKey } from '@domain/document-key';
import type { SiiFile } from '../../platform/sii-port';
import { eventsFileName, receptionFileName } from './answer-names';
import { archiveAnswer, type AnswerArchive } from './answer-archive';
import { SiiError } from './errors';
import { parseAnswer } from './parse-answer';
import type { SiiAnswer, SiiHttp } from './sii-http';
import { CERTIFICATION_HOSTS, type SiiHosts } from '../../platform/sii-settings';
import { literalEnvelope, SOAP_HEADERS } from './soap-envelopes';

const NAMESPACE = 'http://ws.registroreclamodte.diii.sdi.sii.cl';

/** The three read operations and the claim/acceptance registration. */
type ReclamoOperation =
  'listarEventosHistDoc' | 'consultarFechaRecepcionSii' | 'consultarDocDteCedible' | 'ingresarAceptacionReclamoDoc';

/** What the calls need. */
export interface ReclamoContext {
  http: SiiHttp;
  hosts: SiiHosts;
  archive: AnswerArchive;
}

/**
 * The listarEventosHistDoc answer of `dte` as EVENTOS--{rutEmisor}--{tipo}--{folio}.xml.
 * @throws SiiError as {@link callReclamo}.
 */
export async function fetchEvents(context: ReclamoContext, token: string, dte: DocumentKey): Promise<SiiFile> {
  return namedAnswer(context, token, dte, 'listarEventosHistDoc', eventsFileName(dte));
}

/**
 * The consultarFechaRecepcionSii answer of `dte` as RECEPCION--{rutEmisor}--{tipo}--{folio}.xml.
 * @throws SiiError as {@link callReclamo}.
 */
export async function fetchReceptionDate(context: ReclamoContext, token: string, dte: DocumentKey): Promise<SiiFile> {
  return namedAnswer(context, token, dte, 'consultarFechaRecepcionSii', receptionFileName(dte));
}

/**
 * Whether `dte` may be ceded (consultarDocDteCedible; RECLAMO manual: codResp 20 type not cedible, 21 voided by NC
 * within 8 days, 22 no claim or receipt record, 23 cedible without claims, 24 not cedible (claimed), 25 cedible after
 * 8 days; also 1, 2, 10, 18). The answer is archived under otros/.
 * @throws SiiError as {@link callReclamo}; 'respuesta-invalida' for a SOAP Fault or a return without codResp.
 */
export async function consultarDocDteCedible(
  context: ReclamoContext,
  token: string,
  dte: DocumentKey,
): Promise<{ codResp: number; descResp: string }> {
  return respuestaTo(context, token, dte, 'consultarDocDteCedible');
}

/**
 * Registers the receptor's claim `accionDoc` against `dte` (ingresarAceptacionReclamoDoc; RECLAMO manual pp. 3-9: only
 * the receptor may, within 8 days of the SII's reception). Any codResp is returned as the SII gave it (0 registered,
 * 5/7 already claimed or registered, 8 more than 8 days, 11 accepted, 13 receipt granted, 14/17 only the receptor,
 * ...); codResp -1 is retried first. The answer is archived under otros/.
 * @throws SiiError as {@link callReclamo}; 'respuesta-invalida' for a SOAP Fault or a return without codResp.
 */
export async function ingresarAceptacionReclamoDoc(
  context: ReclamoContext,
  token: string,
  dte: DocumentKey,
  accionDoc: AccionReclamo,
): Promise<{ codResp: number; descResp: string }> {
  return respuestaTo(context, token, dte, 'ingresarAceptacionReclamoDoc', [['accionDoc', accionDoc]]);
}

/** Sends `operation` and reads its respuestaTo (archived under otros/). @throws as {@link consultarDocDteCedible}. */
async function respuestaTo(
  context: ReclamoContext,
  token: string,
  dte: DocumentKey,
  operation: ReclamoOperation,
  extra: Array<[string, string]> = [],
): Promise<{ codResp: number; descResp: string }> {
  const { answer, read } = await callReclamo(context, token, dte, operation, extra);
  archiveAnswer(context.archive, operation, answer);
  if (read.kind === 'fault' || read.codResp === null) {
    const detail = read.kind === 'fault' ? `SOAP Fault: ${read.faultstring}` : 'sin codResp';
    throw new SiiError('respuesta-invalida', { operation, detail });
  }
  return { codResp: read.codResp, descResp: read.descResp ?? '' };
}

/**
 * Sends one RegistroReclamoDte call. Retryable: HTTP 5xx (not a Fault), 'Error 500', codResp -1, time-outs.
 * @throws SiiError 'token-expirado' (HTTP 401), 'sii-no-disponible' (retries exhausted), 'respuesta-invalida' (no
 *   SOAP envelope with the operation's answer or a Fault; the answer is archived under otros/ first).
 */
async function callReclamo(
  context: ReclamoContext,
  token: string,
  dte: DocumentKey,
  operation: ReclamoOperation,
  extra: Array<[string, string]> = [],
): Promise<{ answer: SiiAnswer; read: ReclamoAnswer }> {
  const [rut = '', dv = ''] = normalizeRut(dte.rutEmisor).split('-');
  const answer = await context.http.send({
    operation,
    method: 'POST',
    url: reclamoEndpoint(context.hosts),
    headers: { ...SOAP_HEADERS, cookie: `TOKEN=${token}` },
    body: literalEnvelope(NAMESPACE, operation, [
      ['rutEmisor', rut],
      ['dvEmisor', dv],
      ['tipoDoc', String(dte.tipoDTE)],
      ['folio', String(dte.folio)],
      ...extra,
    ]),
    retryIf: (candidate) => asksRetry(candidate, operation),
    archive: context.archive,
  });
  if (answer.status === 401) {
    archiveAnswer(context.archive, operation, answer);
    throw new SiiError('token-expirado', { operation, detail: 'HTTP 401' });
  }
  try {
    return { answer, read: parseAnswer(operation, () => readReclamoAnswer(answer.bytes, operation)) };
  } catch (error) {
    archiveAnswer(context.archive, operation, answer);
    throw error;
  }
}

/**
 * The service's URL: production and local hosts serve it under /WSREGISTRORECLAMODTE/, the certification host ws2
 * under /WSREGISTRORECLAMODTECERT/ (RECLAMO manual p.2).
 */
function reclamoEndpoint(hosts: SiiHosts): string {
  const folder = hosts.reclamo === CERTIFICATION_HOSTS.reclamo ? 'WSREGISTRORECLAMODTECERT' : 'WSREGISTRORECLAMODTE';
  return `${hosts.reclamo}/${folder}/registroreclamodteservice`;
}

async function namedAnswer(
  context: ReclamoContext,
  token: string,
  dte: DocumentKey,
  operation: ReclamoOperation,
  name: string,
): Promise<SiiFile> {
  const { answer } = await callReclamo(context, token, dte, operation);
  archiveAnswer(context.archive, operation, answer, name);
  return { name, bytes: answer.bytes };
}

function asksRetry(answer: SiiAnswer, operation: ReclamoOperation): boolean {
  try {
    const read = readReclamoAnswer(answer.bytes, operation);
    return read.kind === 'return' && read.codResp === COD_RESP_REINTENTAR;
  } catch {
    return false;
  }
}
