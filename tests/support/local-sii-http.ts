/**
 * A raw HTTP client for the local SII's tests (undici, no redirects followed, cookies by hand), so the tests see the
 * wire exactly: status, headers, ISO-8859-1 bytes, Set-Cookie. Not the platform's SII web client.
 */
import { Agent, request, type Dispatcher } from 'undici';
import { classifyPortalPage } from '@domain/sii-web/portal-page';
import { openPkcs12 } from '@lambdas/sii/certificate/open-pkcs12';
import type { LocalSii } from '@infra/local/sii/local-sii';

/** An answer as it came. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The body read as ISO-8859-1 (one character per byte). */
  latin1: string;
  /** Cookies the answer set, by name (values as sent). */
  setCookies: Map<string, string>;
}

/** What to send. */
export interface SendOptions {
  method?: 'GET' | 'POST';
  form?: Record<string, string>;
  json?: unknown;
  xml?: string;
  cookies?: ReadonlyMap<string, string>;
  headers?: Record<string, string>;
  dispatcher?: Dispatcher;
}

/** Sends one request and reads the whole answer. */
export async function send(url: string, options: SendOptions = {}): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.xml !== undefined) {
    headers['content-type'] = 'text/xml; charset=utf-8';
    headers.soapaction = '""';
    body = options.xml;
  }
  if (options.cookies?.size)
    headers.cookie = [...options.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const answer = await request(url, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    dispatcher: options.dispatcher,
  });
  const bytes = Buffer.from(await answer.body.arrayBuffer());
  return {
    status: answer.statusCode,
    headers: answer.headers,
    body: bytes,
    latin1: bytes.toString('latin1'),
    setCookies: setCookies(answer.headers['set-cookie']),
  };
}

function setCookies(header: string | string[] | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of header === undefined ? [] : Array.isArray(header) ? header : [header]) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return cookies;
}

/**
 * The last two digits of the ERR code on a portal page ('01.01.222.500.70.20' -> 20) as the SII web client reads them
 * (domain/sii-web/portal-page.ts), or null when there is none. `page` is the page read as ISO-8859-1.
 */
export function errCodeOf(page: string): number | null {
  return classifyPortalPage(Buffer.from(page, 'latin1'))?.code ?? null;
}

/** A RUT + clave login on the HTTP port; the session cookies when it succeeded (CSESSIONID set). */
export async function loginWithClave(sii: LocalSii, rut: string, clave: string): Promise<RawAnswer> {
  const [body = '', dv = ''] = rut.split('-');
  return send(`${sii.hosts.portalClave}/cgi_AUT2000/CAutInicio.cgi`, {
    form: { rut: body, dv, referencia: sii.hosts.referencia, '411': '', rutcntr: rut, clave },
  });
}

/** An undici Agent presenting a PKCS#12 as TLS client certificate and trusting `caPem`. */
export function certificateAgent(pfx: Uint8Array, password: string, caPem: string): Agent {
  const opened = openPkcs12(pfx, password);
  return new Agent({ connect: { key: opened.privateKeyPem, cert: opened.certificatePem, ca: caPem } });
}

/** Logs in as a factoring's authorized person with the clave and represents the factoring (RPETC). */
export async function representedSession(sii: LocalSii, factoringIndex = 0): Promise<Map<string, string>> {
  const factoring = sii.credentials.factorings[factoringIndex]!;
  const login = await loginWithClave(sii, factoring.autorizado.rut, factoring.autorizado.clave);
  const cookies = login.setCookies;
  await send(`${sii.hosts.portalClave}/cgi_AUT2000/admRepresentar.cgi`, {
    form: { RUT_RPDO: factoring.rutEmpresa.split('-')[0]!, APPLS: 'RPETC' },
    cookies,
  });
  return cookies;
}
