/**
 * The portal's authentication steps (SII-PROTOCOLS.md §3): login with RUT + clave on the clave host or with the
 * certificate as TLS client certificate on the certificate host (CAutInicio.cgi; success is a CSESSIONID cookie and
 * no refusal page, the redirect is not followed), representation of a company for the RTC application
 * (admRPDOBuild.cgi, then admRepresentar.cgi with APPLS=RPETC), and logout (autTermino.cgi). Every answer is archived
 * under otros/; the login form (the clave) is a request body and never is.
 */
import type { CookieJar } from 'tough-cookie';
import type { SiiOperation } from './sii-operations';
import type { Dispatcher } from 'undici';
import { classifyPortalPage } from '@domain/sii-web/portal-page';
import { isRepresentationDone, readRepresentables } from '@domain/sii-web/representation-page';
import { normalizeRut } from '@domain/rut';
import type { OpenedCertificate } from '../certificate/open-pkcs12';
import type { ClaveCredential } from '../../platform/sii-credentials';
import { archiveAnswer, type AnswerArchive } from './answer-archive';
import { BROWSER_HEADERS, formHeaders } from './browser-headers';
import { SiiError } from './errors';
import { refusalError } from './portal-refusal';
import type { SiiDispatchers } from './sii-dispatchers';
import type { SiiAnswer, SiiHttp } from './sii-http';
import type { SiiHosts } from '../../platform/sii-settings';

/** The RTC application code a factoring is represented in (SII-PROTOCOLS.md §3 "Representation"). */
const RTC_APPLICATION = 'RPETC';

/** What the steps need: the HTTP layer, the hosts, the session's cookie jar and the run's archive. */
export interface PortalContext {
  http: SiiHttp;
  hosts: SiiHosts;
  dispatchers: SiiDispatchers;
  jar: CookieJar;
  archive: AnswerArchive;
}

/**
 * Where a logged-in session lives: the host it logged in on (representation happens there too), the dispatcher it
 * reaches that host through (the certificate's for a certificate login) and the logged-in user, 'NNNNNNNN-D'
 * (undefined when a certificate names no RUT).
 */
export interface PortalSite {
  host: string;
  dispatcher: Dispatcher;
  user: string | undefined;
}

/**
 * Logs in with RUT and clave on hosts.portalClave.
 * @returns the session's site (the clave host, plain dispatcher, the clave's user).
 * @throws SiiError of the refusal page (clave-incorrecta ERR 20, clave-bloqueada 9/19, limite-sesiones 27,
 *   certificado-rechazado 33/39, sii-no-disponible, respuesta-invalida), or 'respuesta-invalida' when no CSESSIONID
 *   cookie was set.
 */
export async function loginWithClave(context: PortalContext, clave: ClaveCredential): Promise<PortalSite> {
  const [rut = '', dv = ''] = normalizeRut(clave.rutUsuario).split('-');
  const host = context.hosts.portalClave;
  const form = new URLSearchParams({
    rut,
    dv,
    referencia: context.hosts.referencia,
    '411': '',
    rutcntr: `${rut}-${dv}`,
    clave: clave.clave,
  });
  const referer = `${host}/AUT2000/InicioAutenticacion/IngresoRutClave.html?${context.hosts.referencia}`;
  const site = { host, dispatcher: context.dispatchers.plain(), user: clave.rutUsuario };
  await login(context, site, form, formHeaders(host, referer));
  return site;
}

/**
 * Logs in with the certificate as TLS client certificate on hosts.portalCertificado, over the connections of
 * `rutEmpresa` (the company whose certificate it is, 'NNNNNNNN-D').
 * @returns the session's site (the certificate host, the certificate's dispatcher, the certificate's RUT).
 * @throws SiiError as {@link loginWithClave} (certificate refusals: ERR 33-39, or a TLS handshake refusal).
 */
export async function loginWithCertificate(
  context: PortalContext,
  certificate: OpenedCertificate,
  rutEmpresa: string,
): Promise<PortalSite> {
  const host = context.hosts.portalCertificado;
  const form = new URLSearchParams({ referencia: context.hosts.referencia });
  const site = {
    host,
    dispatcher: context.dispatchers.forCertificate(rutEmpresa, certificate),
    user: certificate.rut ?? undefined,
  };
  await login(context, site, form, formHeaders(host, context.hosts.referencia));
  return site;
}

/**
 * Represents `rutEmpresa` in the RTC application on the session's site; its user is named by a refusal's message
 * ('El usuario … no tiene permiso …').
 * @throws SiiError 'sin-permiso' when the company is not among the user's rPDOsTo entries for RPETC or the SII
 *   refuses the representation; the error of any other refusal page; 'respuesta-invalida' for a page that neither
 *   confirms nor refuses.
 */
export async function represent(context: PortalContext, site: PortalSite, rutEmpresa: string): Promise<void> {
  const { host, dispatcher, user: rutUsuario } = site;
  const [body = ''] = normalizeRut(rutEmpresa).split('-');
  const list = await portalCall(
    context,
    'admRPDOBuild',
    {
      method: 'GET',
      url: `${host}/cgi_AUT2000/admRPDOBuild.cgi`,
      headers: { ...BROWSER_HEADERS },
      dispatcher,
    },
    rutUsuario,
  );
  const entry = readRepresentables(list.bytes).find((e) => e.rutBody === body && e.codAppl === RTC_APPLICATION);
  if (!entry) {
    throw new SiiError('sin-permiso', {
      operation: 'admRPDOBuild',
      rut: rutUsuario,
      detail: `sin representación ${RTC_APPLICATION} de ${rutEmpresa}`,
    });
  }
  const form = new URLSearchParams({ RUT_RPDO: body, APPLS: RTC_APPLICATION });
  const done = await portalCall(
    context,
    'admRepresentar',
    {
      method: 'POST',
      url: `${host}/cgi_AUT2000/admRepresentar.cgi`,
      headers: formHeaders(host, `${host}/cgi_AUT2000/admRPDOBuild.cgi`),
      body: form.toString(),
      dispatcher,
    },
    rutUsuario,
  );
  if (!isRepresentationDone(done.bytes)) {
    throw new SiiError('respuesta-invalida', {
      operation: 'admRepresentar',
      rut: rutEmpresa,
      detail: 'sin confirmación',
    });
  }
}

/** Logs out on hosts.portalClave (autTermino.cgi). @throws SiiError when the SII cannot be reached. */
export async function logout(context: PortalContext): Promise<void> {
  const operation = 'autTermino';
  const answer = await context.http.send({
    operation,
    method: 'GET',
    url: `${context.hosts.portalClave}/cgi_AUT2000/autTermino.cgi`,
    headers: { ...BROWSER_HEADERS },
    jar: context.jar,
    archive: context.archive,
  });
  archiveAnswer(context.archive, operation, answer);
}

/** True when the jar holds a CSESSIONID cookie for `url`'s host. */
async function hasPortalSession(jar: CookieJar, url: string): Promise<boolean> {
  return (await jar.getCookies(url)).some((cookie) => cookie.key === 'CSESSIONID' && cookie.value !== '');
}

async function login(
  context: PortalContext,
  site: PortalSite,
  form: URLSearchParams,
  headers: Record<string, string>,
): Promise<void> {
  const answer = await portalCall(
    context,
    'CAutInicio',
    {
      method: 'POST',
      url: `${site.host}/cgi_AUT2000/CAutInicio.cgi`,
      headers,
      body: form.toString(),
      dispatcher: site.dispatcher,
    },
    site.user,
  );
  if (!(await hasPortalSession(context.jar, site.host))) {
    throw new SiiError('respuesta-invalida', {
      operation: 'CAutInicio',
      rut: site.user,
      detail: `sin cookie de sesión (HTTP ${answer.status})`,
    });
  }
}

/** Sends a portal request with the session's jar, archives the answer, and throws the error of a refusal page. */
async function portalCall(
  context: PortalContext,
  operation: SiiOperation,
  request: {
    method: 'GET' | 'POST';
    url: string;
    headers: Record<string, string>;
    body?: string;
    dispatcher: Dispatcher;
  },
  rut: string | undefined,
): Promise<SiiAnswer> {
  const answer = await context.http.send({ operation, ...request, jar: context.jar, archive: context.archive });
  archiveAnswer(context.archive, operation, answer);
  const verdict = classifyPortalPage(answer.bytes);
  if (verdict) throw refusalError(verdict, operation, rut);
  return answer;
}
