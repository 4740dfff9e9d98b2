import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticWeb, type StaticWebSite } from '@infra/local/static-web';
import type { LocalHttpHost } from '@infra/local/http-server';
import { connectSources, securityHeaders } from '@infra/security-headers';

/**
 * The local CloudFront (infra/local/static-web.ts) sends on every answer the security headers of
 * infra/security-headers.ts, the ones CloudFront's response headers policy carries (tests/infra/web.test.ts).
 */
describe('local static web host: security headers', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-static-web-'));
  const runtimeConfig = {
    region: 'us-east-1',
    userPoolId: 'local_pool',
    userPoolClientId: 'client',
    cognitoEndpoint: 'http://localhost:4231',
    authFlowType: 'USER_PASSWORD_AUTH' as const,
    graphqlUrl: 'http://localhost:4232/graphql',
    restUrl: 'http://localhost:4233/',
    websocketUrl: 'ws://localhost:4234',
  };
  const headers = securityHeaders(connectSources({ ...runtimeConfig, documentsUrl: 'http://127.0.0.1:4235' }));
  let site: StaticWebSite | null = null;
  let host: LocalHttpHost;

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Radar Cesiones</title>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};');
    host = await startStaticWeb(dist, () => site);
  });

  afterAll(async () => {
    await host.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** The security headers of an answer, by the names securityHeaders uses. */
  const sent = (response: Response) =>
    Object.fromEntries(Object.keys(headers).map((name) => [name, response.headers.get(name)]));

  it('serves nothing until the APIs are up, since the policy names their origins', async () => {
    const response = await fetch(`${host.url}/`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
  });

  it('sends the same headers on the app, its assets, an app route, config.json and a missing asset', async () => {
    site = { runtimeConfig, headers };
    for (const [route, status] of [
      ['/', 200],
      ['/assets/app.js', 200],
      ['/cesion-adquiridas', 200],
      ['/config.json', 200],
    ] as const) {
      const response = await fetch(`${host.url}${route}`);
      expect(response.status, route).toBe(status);
      expect(sent(response), route).toEqual(headers);
    }
    expect(await (await fetch(`${host.url}/config.json`)).json()).toEqual(runtimeConfig);
  });

  it('names every local endpoint the app connects to, and no inline script', () => {
    const csp = headers['content-security-policy']!;
    expect(csp).toContain(
      "connect-src 'self' http://localhost:4232 http://localhost:4233 ws://localhost:4234 http://localhost:4231 http://127.0.0.1:4235;",
    );
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-inline'");
  });
});
