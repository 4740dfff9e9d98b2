/**
 * One HTTP exchange of the local SII, read once and answered once: the request with its body, cookies and TLS
 * socket, the answer a handler returns, and the readers of the SII's form bodies (application/x-www-form-urlencoded,
 * as the portal and RTC CGIs take them).
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { readBody } from '../http-server';
import { encodeLatin1 } from './latin1';

/** A request as the handlers see it. */
export interface SiiRequest {
  method: string;
  /** The path without the query string, e.g. '/cgi_AUT2000/CAutInicio.cgi'. */
  path: string;
  /** The query string's parameters (a CGI's GET fields). */
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Cookies of the Cookie header by name (the first of a repeated name). */
  cookies: ReadonlyMap<string, string>;
  body: Buffer;
  /** The TLS socket when the request came over the certificate login port, else null. */
  tls: TLSSocket | null;
}

/** An answer: status, headers and body (bytes, or text sent as UTF-8). */
export interface SiiResponse {
  status: number;
  headers?: Record<string, string | string[]>;
  body: Uint8Array | string;
}

/** Reads a whole request. */
export async function readSiiRequest(req: IncomingMessage): Promise<SiiRequest> {
  const url = new URL(req.url ?? '/', 'http://local');
  const socket = req.socket as TLSSocket;
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: req.headers,
    cookies: parseCookies(req.headers.cookie),
    body: await readBody(req),
    tls: socket.encrypted ? socket : null,
  };
}

/** The cookies of a Cookie header, by name (values as sent, the first of a repeated name kept). */
function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (name && !cookies.has(name)) cookies.set(name, pair.slice(at + 1).trim());
  }
  return cookies;
}

/** The fields of a form body (application/x-www-form-urlencoded; values decoded as UTF-8). */
export function readForm(req: SiiRequest): URLSearchParams {
  return new URLSearchParams(req.body.toString('utf8'));
}

/** An HTML page in ISO-8859-1 (the portal's and the RTC CGIs' pages). */
export function htmlPage(html: string, status = 200, headers: Record<string, string | string[]> = {}): SiiResponse {
  return { status, headers: { 'content-type': 'text/html; charset=ISO-8859-1', ...headers }, body: encodeLatin1(html) };
}

/** A SOAP or XML answer (text/xml; the body is sent as given). */
export function xmlAnswer(body: Uint8Array | string, status = 200, charset = 'utf-8'): SiiResponse {
  return { status, headers: { 'content-type': `text/xml;charset=${charset}` }, body };
}

/** A JSON answer, HTTP 200 (the RCV facade). */
export function jsonAnswer(value: unknown): SiiResponse {
  return { status: 200, headers: { 'content-type': 'application/json;charset=UTF-8' }, body: JSON.stringify(value) };
}
