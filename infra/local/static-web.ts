import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { listenLocal, type LocalHttpHost } from './http-server';

/** What the host serves once the APIs are up: the runtime config.json and the security headers of every answer. */
export interface StaticWebSite {
  runtimeConfig: object;
  /** Header name (lower case) to value: infra/security-headers.ts securityHeaders, as CloudFront sends them. */
  headers: Record<string, string>;
}

/**
 * CloudFront on one machine: serves the built web app (web/dist) with single-page fallback, the runtime
 * `/config.json` that the stack writes with BucketDeployment on AWS (ARCHITECTURE.md, practice 5) and, on every
 * answer, the security headers of CloudFront's response headers policy (infra/web.ts), so the browser tests run
 * under the same Content-Security-Policy. The host starts before the APIs, as CloudFront's distribution does on
 * AWS, so its address can go into the server configuration (ServerConfig.webOrigin).
 * @param site read per request; null until the APIs are up, when every request answers 503 (the policy names the
 *   APIs' origins, so no page is served without it).
 * @throws Error when the web app was not built (run `npm run build:web`).
 */
export async function startStaticWeb(
  distDir: string,
  site: () => StaticWebSite | null,
  port = 0,
): Promise<LocalHttpHost> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No existe ${distDir}/index.html: ejecute 'npm run build:web' primero`);
  }
  const assets = sirv(distDir, { single: true, etag: true, dev: false });
  const server = http.createServer((req, res) => {
    const current = site();
    if (!current) {
      res.writeHead(503, { 'retry-after': '1' }).end();
      return;
    }
    for (const [name, value] of Object.entries(current.headers)) res.setHeader(name, value);
    if (req.url === '/config.json') {
      res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify(current.runtimeConfig));
      return;
    }
    assets(req, res, () => {
      res.writeHead(404).end();
    });
  });
  const host = await listenLocal(server, port);
  return { ...host, url: host.url.replace('127.0.0.1', 'localhost') };
}
