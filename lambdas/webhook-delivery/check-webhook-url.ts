import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { BadRequestError } from '../platform/errors';
import { isAllowedAddress, type WebhookUrlPolicy } from './webhook-url-policy';

/** Resolves a host name to every address it has (node's dns.lookup with all: true). */
export type HostResolver = (hostname: string) => Promise<string[]>;

/** The system resolver (getaddrinfo), the one the HTTP client uses to connect. */
export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export const URL_INVALIDA = 'La URL no es válida';
export const URL_NO_HTTPS = 'La URL debe usar https';
export const URL_CON_CREDENCIALES = 'La URL no puede incluir usuario ni clave';
export const URL_NO_RESUELVE = (host: string) => `No fue posible resolver el dominio ${host}`;
export const URL_DIRECCION_PROHIBIDA = (host: string) =>
  `La URL apunta a una dirección interna o privada (${host}); use una dirección pública`;

/**
 * Checks a webhook URL before it is stored or called: an absolute http(s) URL without user info; https
 * unless policy.allowLocalHttp; its host (an IP literal, or every address its name resolves to) a public address
 * (webhook-url-policy.ts: no loopback unless allowed, no private, link-local 169.254.169.254 metadata, CGNAT,
 * multicast or reserved range). Deliveries connect through the same check (webhook-http.ts), so a name that later
 * resolves elsewhere is still refused.
 * @returns the URL as normalised by WHATWG URL parsing.
 * @throws BadRequestError with the Spanish reason.
 */
export async function checkWebhookUrl(
  raw: string,
  policy: WebhookUrlPolicy,
  resolve: HostResolver = systemResolver,
): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new BadRequestError(URL_INVALIDA);
  }
  if (url.protocol !== 'https:' && !(policy.allowLocalHttp && url.protocol === 'http:'))
    throw new BadRequestError(URL_NO_HTTPS);
  if (url.username || url.password) throw new BadRequestError(URL_CON_CREDENCIALES);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new BadRequestError(URL_INVALIDA);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new BadRequestError(URL_NO_RESUELVE(host));
    }
  }
  if (addresses.length === 0) throw new BadRequestError(URL_NO_RESUELVE(host));
  if (!addresses.every((address) => isAllowedAddress(address, policy)))
    throw new BadRequestError(URL_DIRECCION_PROHIBIDA(host));
  return url.toString();
}
