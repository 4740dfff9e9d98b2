import { afterEach, describe, expect, it } from 'vitest';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import { startLocalAppSync } from '@infra/local/appsync';
import type { LocalHttpHost } from '@infra/local/http-server';

const hosts: LocalHttpHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.stop()));
});

/** True when an answer carries the APIs' nosniff and no-store. */
const hardened = (response: Response) =>
  response.headers.get('x-content-type-options') === 'nosniff' && response.headers.get('cache-control') === 'no-store';

describe('local API hosts', () => {
  it("send nosniff and no-store on the local API Gateway's own answers and on the handler's", async () => {
    const gateway = await startLocalApiGateway(async () => ({ statusCode: 200, body: '{}' }));
    hosts.push(gateway);
    const preflight = await fetch(`${gateway.url}/v1/jwt/empresas`, { method: 'OPTIONS' });
    const answer = await fetch(`${gateway.url}/v1/jwt/empresas`);
    expect([preflight.status, answer.status]).toEqual([204, 200]);
    expect([hardened(preflight), hardened(answer)]).toEqual([true, true]);
  });

  it('send nosniff and no-store on every answer of the local AppSync', async () => {
    const appsync = await startLocalAppSync(async () => []);
    hosts.push(appsync);
    const answer = await fetch(appsync.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ empresasUsuario { rut } }' }),
    });
    expect(answer.status).toBe(200);
    expect(hardened(answer)).toBe(true);
  });
});
