import { describe, expect, it, vi } from 'vitest';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { readFlags } from '@domain/permissions';
import { UnauthorizedError } from '@lambdas/platform/errors';
import { clientDbKey } from '@lambdas/store/client-db/client-db-objects';
import { matchPath, route } from '@lambdas/rest/router';
import type { RestDeps } from '@lambdas/rest/types';
import { UNUSED_STORES } from '@tests/support/store-stubs';
import { UNUSED_CLIENT_RADAR } from '@tests/support/unused-client-radar';
import { systemScope } from '@lambdas/access/system-scope';
import { captureOutput } from '@tests/support/captured-output';

const radarClientes = readFlags({ radarClientes: '1' });

const deps: RestDeps = {
  ...UNUSED_STORES,
  ...UNUSED_CLIENT_RADAR,
  verifier: {
    verify: async (token) => {
      if (token !== 'token-a') throw new UnauthorizedError();
      return {
        'cognito:username': 'user-a',
        token_use: 'id',
        'custom:rutCesionario': '76.389.992-6',
        'custom:rznSocCesionario': 'ST CAPITAL S.A.',
        // Flags in the token grant nothing: the server reads them from the userCompanies rows.
        'custom:radarClientes': '1',
      };
    },
  },
  userCompanies: {
    listForUser: async () => [
      // The client dashboard's routes need radarClientes (lambdas/access/operation-permissions.ts): held in C only.
      { username: 'user-a', rutEmpresa: '96790240-3', razonSocial: 'FACTORING C S.A.', flags: readFlags({}) },
      { username: 'user-a', rutEmpresa: '76389992-6', razonSocial: 'ST CAPITAL S.A.', flags: radarClientes },
    ],
  },
};

function event(
  httpMethod: string,
  path: string,
  headers: Record<string, string> = {},
  query: Record<string, string> | null = null,
): APIGatewayProxyEvent {
  return {
    httpMethod,
    path,
    resource: path,
    headers,
    multiValueHeaders: {},
    queryStringParameters: query,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: {} as APIGatewayProxyEvent['requestContext'],
  };
}

const json = (body: string) => JSON.parse(body) as unknown;

describe('REST router', () => {
  it("GET /v1/jwt/empresas lists the user's companies, own company first", async () => {
    const result = await route(event('GET', '/v1/jwt/empresas', { Authorization: 'Bearer token-a' }), deps);
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['access-control-allow-origin']).toBe('*');
    expect(json(result.body)).toEqual({
      empresas: [
        { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' },
        { rut: '96790240-3', razonSocial: 'FACTORING C S.A.' },
      ],
    });
  });

  it('answers 401 without a token or with a refused one', async () => {
    const variants: Record<string, string>[] = [{}, { authorization: 'Bearer otro' }];
    for (const headers of variants) {
      const result = await route(event('GET', '/v1/jwt/empresas', headers), deps);
      expect(result.statusCode).toBe(401);
      expect(json(result.body)).toEqual({ message: 'Usuario no autenticado', errorType: 'Unauthorized' });
    }
  });

  it('signs out (401) a user the store holds no company for, whatever its token still says', async () => {
    const deleted: RestDeps = { ...deps, userCompanies: { listForUser: async () => [] } };
    const result = await route(event('GET', '/v1/jwt/empresas', { authorization: 'token-a' }), deleted);
    expect(result.statusCode).toBe(401);
  });

  it('answers 404 for an unknown path and 405 for a known path with another method', async () => {
    expect((await route(event('GET', '/v1/jwt/nada', { authorization: 'token-a' }), deps)).statusCode).toBe(404);
    expect((await route(event('DELETE', '/v1/jwt/empresas', { authorization: 'token-a' }), deps)).statusCode).toBe(405);
  });

  it('answers 500 without details when something unexpected fails', async () => {
    const failing: RestDeps = {
      ...deps,
      userCompanies: { listForUser: async () => Promise.reject(new Error('dynamo down')) },
    };
    const output = captureOutput();
    const result = await route(event('GET', '/v1/jwt/empresas', { authorization: 'token-a' }), failing);
    output.restore();
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('dynamo');
    expect(output.jsonLines()).toMatchObject([
      { level: 'ERROR', message: 'REST GET /v1/jwt/empresas failed', operation: 'GET /v1/jwt/empresas' },
    ]);
  });

  it('sends nosniff and no-store with every answer, refusals and failures included', async () => {
    const output = captureOutput();
    const answers = [
      await route(event('GET', '/v1/jwt/empresas', { authorization: 'token-a' }), deps),
      await route(event('GET', '/v1/jwt/empresas'), deps),
      await route(event('GET', '/v1/jwt/nada', { authorization: 'token-a' }), deps),
      await route(event('DELETE', '/v1/jwt/empresas', { authorization: 'token-a' }), deps),
    ];
    output.restore();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 405]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
    }
  });

  describe('path templates', () => {
    /** Deps whose client database store knows one object, `client-db/76389992-6/76354771-K.sqlite`. */
    function withClientDb() {
      const known = clientDbKey(systemScope('76389992-6'), '76354771-K');
      const contentHash = vi.fn(async (key: string) => (key === known ? 'h1' : null));
      const signedUrl = vi.fn(async (key: string, seconds: number) => `https://s3.example/${key}?expires=${seconds}`);
      const recordConsultation = vi.fn(async () => undefined);
      // No client of the factoring has a stored clave: a RUT without a database is not one of its clients.
      const getClaveInfo = vi.fn(async () => null);
      const withDb: RestDeps = {
        ...deps,
        clientDbs: { ...UNUSED_CLIENT_RADAR.clientDbs, contentHash, signedUrl },
        accounts: { ...deps.accounts, recordConsultation },
        credentials: { ...deps.credentials, getClaveInfo },
      };
      return { withDb, contentHash, signedUrl, known, recordConsultation };
    }

    it('hands the {rut} segment, URL-decoded, to GET /api/database/{rut}', async () => {
      const { withDb, signedUrl, known, recordConsultation } = withClientDb();
      const result = await route(event('GET', '/api/database/76.354.771%2Dk', { authorization: 'token-a' }), withDb);
      expect(result.statusCode).toBe(200);
      expect(signedUrl).toHaveBeenCalledWith(known, expect.any(Number));
      // The open is recorded for 'Historial de Consultas' under the caller and the factoring.
      expect(recordConsultation).toHaveBeenCalledWith(
        expect.objectContaining({
          identity: expect.objectContaining({ username: expect.any(String) }),
          rutFactoring: '76389992-6',
        }),
        '76354771-K',
      );
      expect(json(result.body)).toMatchObject({ success: true, url: expect.stringContaining(known) });
    });

    it('refuses (403) a flag the user holds in one factoring when it acts for the other, whatever the token says', async () => {
      const { withDb, contentHash } = withClientDb();
      const headers = { authorization: 'token-a' };
      const inC = await route(event('GET', '/api/database/76354771-K', headers, { factoring: '96790240-3' }), withDb);
      expect(inC.statusCode).toBe(403);
      expect(contentHash).not.toHaveBeenCalled();
      const inA = await route(event('GET', '/api/database/76354771-K', headers, { factoring: '76389992-6' }), withDb);
      expect(inA.statusCode).toBe(200);
    });

    it('answers the route’s own 404 for a RUT without a database, and 400 for a malformed RUT', async () => {
      const { withDb, contentHash } = withClientDb();
      const other = await route(event('GET', '/api/database/96790240-3', { authorization: 'token-a' }), withDb);
      expect(other.statusCode).toBe(404);
      expect(json(other.body)).toMatchObject({ success: false });
      expect(contentHash).toHaveBeenCalledWith(clientDbKey(systemScope('76389992-6'), '96790240-3'));
      const bad = await route(event('GET', '/api/database/76354771-0', { authorization: 'token-a' }), withDb);
      expect(bad.statusCode).toBe(400);
    });

    it('answers 404 when the segments do not line up, 405 for a template path with another method', async () => {
      const { withDb } = withClientDb();
      for (const path of ['/api/database', '/api/database/76354771-K/extra', '/api/ejecutivo']) {
        expect((await route(event('GET', path, { authorization: 'token-a' }), withDb)).statusCode, path).toBe(404);
      }
      expect(
        (await route(event('PUT', '/api/ejecutivo/76354771-K', { authorization: 'token-a' }), withDb)).statusCode,
      ).toBe(405);
      expect(
        (await route(event('GET', '/api/ejecutivo/76354771-K', { authorization: 'token-a' }), withDb)).statusCode,
      ).toBe(405);
    });

    it('answers 400 for a parameter that is not valid percent-encoding', async () => {
      const result = await route(event('GET', '/api/database/%E0%A4%A', { authorization: 'token-a' }), deps);
      expect(result.statusCode).toBe(400);
      expect(json(result.body)).toMatchObject({ errorType: 'BadRequest' });
    });

    it('matchPath matches exact paths without parameters and names each template parameter', () => {
      expect(matchPath('/v1/jwt/empresas', '/v1/jwt/empresas')).toEqual({});
      expect(matchPath('/v1/jwt/empresas', '/v1/jwt/empresas2')).toBeNull();
      expect(matchPath('/api/{kind}/{rut}', '/api/database/1-9')).toEqual({ kind: 'database', rut: '1-9' });
      expect(matchPath('/api/database/{rut}', '/api/database/')).toBeNull();
      expect(matchPath('/api/database/{rut}', '/api/empresas/1-9')).toBeNull();
    });
  });
});
