import { createHash } from 'node:crypto';
import { DOCUMENT_STYLES } from '@lambdas/platform/html';

/**
 * The browser's security headers, defined once: CloudFront's response headers policy (infra/web.ts) and the local
 * static host (infra/local/static-web.ts) both send exactly these (a browser that trusts nothing).
 *
 * What the SPA needs, and nothing more:
 * - scripts: only its own bundle ('self'); no inline script and no eval. sql.js compiles its WebAssembly module
 *   (web/src/localdb), which needs 'wasm-unsafe-eval' (it allows WebAssembly compilation only, not JavaScript eval).
 * - styles: its own stylesheet and, by its hash, the one `<style>` of the server-rendered certificates and 'Mvtos.'
 *   history (lambdas/platform/html.ts), shown in sandboxed srcdoc frames that inherit this policy. No
 *   'unsafe-inline': React sets `style` props through the CSSOM, which the policy does not restrict.
 * - images: its own, data: (Bootstrap's CSS icons) and blob:.
 * - connections: its own origin (config.json) and the origins of the APIs, Cognito and the documents bucket
 *   (signed URLs of the client databases and AEC zips), given per environment.
 * - frames: none may embed the app (frame-ancestors 'none'); the app's own sandboxed frames are srcdoc documents.
 */

/** The CSP source of the certificates' `<style>` (CSP Level 3 hash-source of the element's text). */
export const DOCUMENT_STYLES_SOURCE = `'sha256-${createHash('sha256').update(DOCUMENT_STYLES, 'utf8').digest('base64')}'`;

/** HSTS max-age, seconds: two years, the value preload lists expect. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;
/** Referrer-Policy: no address of the app (folios, RUTs in paths) leaves with a request. */
export const REFERRER_POLICY = 'no-referrer';
/** X-Frame-Options for browsers that predate frame-ancestors. */
export const FRAME_OPTIONS = 'DENY';

/**
 * The Content-Security-Policy of the app.
 * @param connectSources origins (scheme://host[:port]) the app may fetch or open a WebSocket to, besides its own.
 * @returns the header value, directives separated by '; '.
 */
export function contentSecurityPolicy(connectSources: readonly string[]): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'", DOCUMENT_STYLES_SOURCE],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connectSources],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Every security header of the app as HTTP sends it (lower-case names).
 * @param connectSources as {@link contentSecurityPolicy}.
 */
export function securityHeaders(connectSources: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(connectSources),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
  };
}

/** The endpoints of the runtime config (web/src/lib/runtime-config.ts) the app connects to. */
export interface ConnectEndpoints {
  graphqlUrl: string;
  restUrl: string;
  websocketUrl: string;
  /** Cognito's endpoint; absent on AWS, where it is derived from the region. */
  cognitoEndpoint?: string;
  region: string;
  /** The documents bucket as the signed URLs address it. */
  documentsUrl: string;
}

/**
 * The connect-src origins of the app: the origin of each endpoint, deduplicated, in a stable order.
 * @param originOf how to take an address's origin: the URL parser by default; infra/web.ts passes one that also
 *   takes deploy-time tokens.
 */
export function connectSources(
  endpoints: ConnectEndpoints,
  originOf: (url: string) => string = (url) => new URL(url).origin,
): string[] {
  const cognito = endpoints.cognitoEndpoint ?? `https://cognito-idp.${endpoints.region}.amazonaws.com`;
  const urls = [endpoints.graphqlUrl, endpoints.restUrl, endpoints.websocketUrl, cognito, endpoints.documentsUrl];
  return [...new Set(urls.map(originOf))];
}
