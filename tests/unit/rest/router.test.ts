import { describe, expect, it, vi } from 'vitest';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { UnauthorizedError } from '../../../lambdas/platform/errors';
import { route } from '../../../lambdas/rest/router';
import type { RestDeps } from '../../../lambdas/rest/types';

const deps: RestDeps = {
  verifier: {
    verify: async (token) => {
      if (token !== 'token-a') throw new UnauthorizedError();
      return { 'cognito:username': 'user-a', token_use: 'id', 'custom:rutCesionario': '76.389.992-6', 'custom:rznSocCesionario': 'ST CAPITAL S.A.' };
    },
  },
  userCompanies: {
    listForUser: async () => [{ username: 'user-a', rutEmpresa: '96790240-3', razonSocial: 'FACTORING C S.A.' }],
  },
};

function event(httpMethod: string, path: string, headers: Record<string, string> = {}): APIGatewayProxyEvent {
  return {
    httpMethod,
    path,
    resource: path,
    headers,
    multiValueHeaders: {},
    queryStringParameters: null,
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

  it('answers 404 for an unknown path and 405 for a known path with another method', async () => {
    expect((await route(event('GET', '/v1/jwt/nada', { authorization: 'token-a' }), deps)).statusCode).toBe(404);
    expect((await route(event('DELETE', '/v1/jwt/empresas', { authorization: 'token-a' }), deps)).statusCode).toBe(405);
  });

  it('answers 500 without details when something unexpected fails', async () => {
    const failing: RestDeps = { ...deps, userCompanies: { listForUser: async () => Promise.reject(new Error('dynamo down')) } };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await route(event('GET', '/v1/jwt/empresas', { authorization: 'token-a' }), failing);
    spy.mockRestore();
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('dynamo');
  });
});
