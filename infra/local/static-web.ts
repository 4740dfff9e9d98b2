import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { listenLocal, type LocalHttpHost } from './http-server';

/**
 * CloudFront on one machine: serves the built web app (web/dist) with single-page fallback and the
 * runtime `/config.json` that the stack writes with BucketDeployment on AWS (ARCHITECTURE.md, practice 5). The host
 * starts before the APIs, as CloudFront's distribution does on AWS, so its address can go into the server
 * configuration (ServerConfig.webOrigin).
 * @param runtimeConfig the config.json to serve, read per request; null (503) until the APIs are up.
 * @throws Error when the web app was not built (run `npm run build:web`).
 */
export async function startStaticWeb(distDir: string, runtimeConfig: () => object | null, port = 0): Promise<LocalHttpHost> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No existe ${distDir}/index.html: ejecute 'npm run build:web' primero`);
  }
  const assets = sirv(distDir, { single: true, etag: true, dev: false });
  const server = http.createServer((req, res) => {
    if (req.url === '/config.json') {
      const config = runtimeConfig();
      if (config) res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(config));
      else res.writeHead(503, { 'retry-after': '1' }).end();
      return;
    }
    assets(req, res, () => {
      res.writeHead(404).end();
    });
  });
  const host = await listenLocal(server, port);
  return { ...host, url: host.url.replace('127.0.0.1', 'localhost') };
}
