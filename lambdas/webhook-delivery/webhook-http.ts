import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isAllowedAddress, type WebhookUrlPolicy } from './webhook-url-policy';

/** A webhook call's answer: the HTTP status and the start of the body (for the test's message and the log). */
export interface WebhookHttpAnswer {
  statusCode: number;
  /** at most {@link BODY_LIMIT} characters */
  body: string;
}

/** How much of a receiver's answer is kept. */
export const BODY_LIMIT = 500;
/**
 * The whole of one attempt, milliseconds: connecting, sending and reading the answer to its end. A receiver that
 * answers slowly, byte by byte, fails the attempt as one that never answers does, so no receiver holds a delivery
 * worker longer than this.
 */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** POSTs a webhook body; the seam that tests replace. */
export type WebhookPoster = (url: string, body: string, headers: Record<string, string>) => Promise<WebhookHttpAnswer>;

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A dns.lookup for the HTTP client that keeps only addresses the policy allows and fails when none is left: the
 * address checked is the one connected to, so a host name re-pointed to an internal address after the URL was saved
 * (DNS rebinding) is refused at delivery.
 */
function guardedLookup(policy: WebhookUrlPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = addresses.filter((entry) => isAllowedAddress(entry.address, policy));
      if (allowed.length === 0) {
        const refused: NodeJS.ErrnoException = new Error(`dirección no permitida para ${hostname}`);
        refused.code = 'EADDRNOTALLOWED';
        return callback(refused, []);
      }
      if (options.all) return callback(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

/**
 * The poster of this deployment: POST over node's http/https, no redirects followed, connecting only to addresses the
 * policy allows (IP literals checked directly, names through {@link guardedLookup}), the whole attempt cut at
 * `timeoutMs` (default {@link WEBHOOK_TIMEOUT_MS}) whether or not bytes keep arriving.
 * @throws Error when the address is not allowed, the connection fails or the receiver has not answered completely in
 *   time.
 */
export function createWebhookPoster(policy: WebhookUrlPolicy, timeoutMs = WEBHOOK_TIMEOUT_MS): WebhookPoster {
  return (url, body, headers) =>
    new Promise<WebhookHttpAnswer>((resolve, reject) => {
      const target = new URL(url);
      const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
      if (isIP(host) && !isAllowedAddress(host, policy)) return reject(new Error(`dirección no permitida: ${host}`));
      const client = target.protocol === 'https:' ? https : http;
      const request = client.request(
        target,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'RadarCesiones-Webhooks/1',
            ...headers,
          },
          lookup: guardedLookup(policy) as never,
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (text.length < BODY_LIMIT) text += chunk;
          });
          response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body: text.slice(0, BODY_LIMIT) }));
          response.on('error', reject);
        },
      );
      const deadline = setTimeout(
        () => request.destroy(new Error(`sin respuesta completa en ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      request.on('close', () => clearTimeout(deadline));
      request.on('error', reject);
      request.end(body);
    });
}
