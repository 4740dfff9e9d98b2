import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalApiGateway } from '../../../infra/local/api-gateway';
import { startLocalCognito, type LocalCognito } from '../../../infra/local/cognito';
import type { LocalHttpHost } from '../../../infra/local/http-server';
import { createTokenVerifier } from '../../../lambdas/platform/identity';
import { route } from '../../../lambdas/rest/router';
import type { RestDeps } from '../../../lambdas/rest/types';
import { UNUSED_STORES } from '../../support/store-stubs';
import { UNUSED_CLIENT_RADAR } from '../../unit/rest/unused-client-radar';
import { signIn } from '../../support/local-identity';
import { tamperJwt } from './tokens';

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
    const deps: RestDeps = { ...UNUSED_STORES, ...UNUSED_CLIENT_RADAR, verifier: createTokenVerifier(cognito), userCompanies: { listForUser: async () => [] } };
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
});
