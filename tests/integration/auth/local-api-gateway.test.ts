import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import { startLocalCognito, type LocalCognito } from '@infra/local/cognito';
import type { LocalHttpHost } from '@infra/local/http-server';
import { createTokenVerifier } from '@lambdas/access/identity';
import { route } from '@lambdas/rest/router';
import { BODY_TOO_LARGE_MESSAGE, MAX_REQUEST_BODY_BYTES } from '@lambdas/platform/request-limits';
import type { RestDeps } from '@lambdas/rest/types';
import { UNUSED_STORES } from '../../support/store-stubs';
import { UNUSED_CLIENT_RADAR } from '../../support/unused-client-radar';
import { signIn } from '../../support/local-identity';
import { tamperJwt } from './tokens';
import { readFlags } from '@domain/permissions';

describe('REST over the local API Gateway host, with cognito-local tokens', () => {
  let dataDir: string;
  let cognito: LocalCognito;
  let api: LocalHttpHost;
  let idToken: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'radar-rest-'));
    cognito = await startLocalCognito({ dataDir });
    await cognito.ensureUser({
      email: 'ana@stcapital.cl',
      password: 'clave123',
      attributes: { rutCesionario: '76389992-6', rznSocCesionario: 'ST CAPITAL S.A.' },
    });
    const deps: RestDeps = {
      ...UNUSED_STORES,
      ...UNUSED_CLIENT_RADAR,
      verifier: createTokenVerifier(cognito),
      userCompanies: {
        listForUser: async (username) => [
          { username, rutEmpresa: '76389992-6', razonSocial: 'ST CAPITAL S.A.', flags: readFlags({}) },
        ],
      },
    };
    api = await startLocalApiGateway((event) => route(event, deps));
    idToken = (await signIn(cognito.endpoint, cognito.clientId, 'ana@stcapital.cl', 'clave123')).IdToken;
  });

  afterAll(async () => {
    await api?.stop();
    await cognito?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('GET /v1/jwt/empresas answers the companies of the verified user, with CORS', async () => {
    const response = await fetch(`${api.url}/v1/jwt/empresas`, {
      headers: { Authorization: `Bearer ${idToken}`, origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ empresas: [{ rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' }] });
  });

  it('answers 401 without a token and for a tampered one', async () => {
    const tampered = tamperJwt(idToken, { 'custom:rutCesionario': '77360390-1' });
    const variants: Record<string, string>[] = [{}, { authorization: `Bearer ${tampered}` }];
    for (const headers of variants) {
      const response = await fetch(`${api.url}/v1/jwt/empresas`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ errorType: 'Unauthorized' });
    }
  });

  it('answers CORS preflights', async () => {
    const response = await fetch(`${api.url}/v1/jwt/empresas`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('refuses a body over the AWS payload limit with 413 and the Spanish message, and keeps serving', async () => {
    const oversized = JSON.stringify({ rutCesionario: '76389992-6', relleno: 'x'.repeat(MAX_REQUEST_BODY_BYTES) });
    const response = await fetch(`${api.url}/v1/jwt/cesiones-periodo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: oversized,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
    expect(
      (await fetch(`${api.url}/v1/jwt/empresas`, { headers: { Authorization: `Bearer ${idToken}` } })).status,
    ).toBe(200);
  });

  it('has the router refuse an oversized body that reached it (a host without the limit)', async () => {
    const deps = {
      ...UNUSED_STORES,
      ...UNUSED_CLIENT_RADAR,
      verifier: createTokenVerifier(cognito),
      userCompanies: {
        listForUser: async (username) => [
          { username, rutEmpresa: '76389992-6', razonSocial: 'ST CAPITAL S.A.', flags: readFlags({}) },
        ],
      },
    } as RestDeps;
    const answer = await route(
      {
        httpMethod: 'POST',
        path: '/v1/jwt/cesiones-periodo',
        resource: '/{proxy+}',
        headers: { Authorization: `Bearer ${idToken}` },
        body: 'x'.repeat(MAX_REQUEST_BODY_BYTES + 1),
        isBase64Encoded: false,
      } as unknown as Parameters<typeof route>[0],
      deps,
    );
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ message: BODY_TOO_LARGE_MESSAGE });
  });
});
