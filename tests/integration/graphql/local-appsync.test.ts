import { readFlags } from '@domain/permissions';
import { storeCessions } from '@tests/support/store-cessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CognitoIdentityProviderClient, CreateUserPoolClientCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startLocalAppSync } from '@infra/local/appsync';
import { BODY_TOO_LARGE_MESSAGE, MAX_REQUEST_BODY_BYTES } from '@lambdas/platform/request-limits';
import type { LocalHttpHost } from '@infra/local/http-server';
import { WINDOW_TOO_LONG_MESSAGE } from '@domain/date-window';
import { handler } from '@lambdas/graphql/handler';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { toConfigEnv, type ServerConfig } from '@lambdas/platform/config';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { RefreshRunRepository } from '@lambdas/store/refresh-run-repository';
import { UserCompanyRepository } from '@lambdas/store/user-company-repository';
import { cessionRecord } from '../../support/cession-factory';
import { signIn, startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { foreignPrivateKey, jwtPayload, signJwt, tamperJwt } from '../auth/tokens';
import { refreshRunRecord } from '../../support/refresh-run-factory';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
const FACTORING_C = '96790240-3';
const LAST_REFRESH = '2019-04-08T14:40:00.000Z';
const PASSWORD = 'clave123';

const ACQUIRED = `query Adquiridas($fechaInicio: String!, $fechaTermino: String!, $rutFactoring: String!, $rut: String, $folio: Float, $limit: Int, $nextToken: String) {
  archivosElectronicoDeCesionRecuperados(fechaInicio: $fechaInicio, fechaTermino: $fechaTermino, rutFactoring: $rutFactoring, rut: $rut, folio: $folio, limit: $limit, nextToken: $nextToken) {
    items { id folio tipo cedente { rut razonSocial } montoCedido fechaCesion estadoCesion aceptado { state msg } }
    nextToken
    ultimaActualizacion
  }
}`;

interface GraphqlAnswer {
  data: Record<string, unknown> | null;
  errors?: { message: string; errorType: string; path: string[] }[];
}

interface CesionPageAnswer {
  items: { folio: number; cedente: { rut: string; razonSocial: string }; fechaCesion: string }[];
  nextToken: string | null;
  ultimaActualizacion: string | null;
}

/** April 2019 cessions of factoring A (folios 101..105) and one of factoring B. */
const A_FOLIOS = [101, 102, 103, 104, 105];
const SEED = [
  ...A_FOLIOS.map((folio, i) => cessionRecord({ folio, fechaCesion: `2019-04-0${i + 1} 10:00` })),
  cessionRecord({
    folio: 900,
    rutFactoring: FACTORING_B,
    cesionario: { rut: FACTORING_B, razonSocial: 'FACTORING B S.A.' },
  }),
];

describe('GraphQL over the local AppSync host, with real tokens and stores', () => {
  let local: LocalIdentity;
  let appsync: LocalHttpHost;
  let config: ServerConfig;
  const tokens: Record<'ana' | 'sinAdquiridas', string> = { ana: '', sinAdquiridas: '' };

  async function gql(
    query: string,
    variables: Record<string, unknown>,
    authorization?: string,
  ): Promise<GraphqlAnswer> {
    const response = await fetch(appsync.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as GraphqlAnswer;
  }

  const aprilOf = (rutFactoring: string) => ({ fechaInicio: '2019-04-01', fechaTermino: '2019-04-30', rutFactoring });

  beforeAll(async () => {
    local = await startLocalIdentity();
    config = local.config;
    Object.assign(process.env, toConfigEnv(config));

    const ana = await local.addUser({
      email: 'ana@stcapital.cl',
      password: PASSWORD,
      attributes: { rutCesionario: FACTORING_A, rznSocCesionario: 'ST CAPITAL S.A.' },
    });
    const beto = await local.addUser({
      email: 'beto@stcapital.cl',
      password: PASSWORD,
      attributes: { rutCesionario: FACTORING_A, rznSocCesionario: 'ST CAPITAL S.A.', cesionesAdquiridas: '0' },
    });
    const doc = createDynamoDocumentClient(config);
    await storeCessions(new CessionRepository(doc, config.tables.cessions), SEED);
    await new UserCompanyRepository(doc, config.tables.userCompanies).put({
      username: ana.username,
      rutEmpresa: FACTORING_C,
      razonSocial: 'FACTORING C S.A.',
      flags: readFlags({}),
    });
    await new RefreshRunRepository(doc, config.tables.refreshRuns).record(
      refreshRunRecord(FACTORING_A, {
        startedAt: LAST_REFRESH,
        durationMs: 60_000,
        desde: '2019-04-01',
        hasta: '2019-04-08',
        counts: { rows: 5, written: 5, aecs: 5 },
      }),
    );
    doc.destroy();

    appsync = await startLocalAppSync(handler);
    tokens.ana = ana.idToken;
    tokens.sinAdquiridas = beto.idToken;
  });

  afterAll(async () => {
    await appsync?.stop();
    await local?.stop();
  });

  it("returns factoring A's acquired cessions of the window, with the last refresh instant", async () => {
    const answer = await gql(ACQUIRED, aprilOf(FACTORING_A), `Bearer ${tokens.ana}`);
    expect(answer.errors).toBeUndefined();
    const page = answer.data?.archivosElectronicoDeCesionRecuperados as CesionPageAnswer;
    expect(page.items.map((item) => item.folio)).toEqual(A_FOLIOS);
    expect(page.items[0]?.cedente).toEqual({ rut: '76399752-9', razonSocial: 'COMERCIALIZADORA INNOVA MOBEL SPA' });
    expect(page.nextToken).toBeNull();
    expect(page.ultimaActualizacion).toBe(LAST_REFRESH);
  });

  it('refuses a request body over the AWS payload limit with 413, as AppSync does', async () => {
    const response = await fetch(appsync.url, {
      method: 'POST',
      headers: { authorization: tokens.ana!, 'content-type': 'application/json' },
      body: JSON.stringify({ query: ACQUIRED, variables: { relleno: 'x'.repeat(MAX_REQUEST_BODY_BYTES) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: BODY_TOO_LARGE_MESSAGE, errorType: 'PayloadTooLarge' }],
    });
  });

  it('refuses factoring B to a user of A, with no data', async () => {
    const answer = await gql(ACQUIRED, aprilOf(FACTORING_B), tokens.ana);
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((error) => error.errorType)).toEqual(['Forbidden']);
    expect(JSON.stringify(answer)).not.toContain('900');
  });

  it('refuses acquired cessions to a user without cesionesAdquiridas', async () => {
    const answer = await gql(ACQUIRED, aprilOf(FACTORING_A), tokens.sinAdquiridas);
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((error) => error.errorType)).toEqual(['Forbidden']);
  });

  it('answers Unauthorized, with no data, without a token or with a forged one', async () => {
    const claims = jwtPayload(tokens.ana);
    const forged = {
      'no token': undefined,
      'tampered token': tamperJwt(tokens.ana, { 'custom:rutCesionario': FACTORING_B }),
      'token signed by another key': signJwt(claims, foreignPrivateKey()),
    };
    for (const [label, authorization] of Object.entries(forged)) {
      const answer = await gql(ACQUIRED, aprilOf(FACTORING_A), authorization);
      expect({ label, data: answer.data, types: answer.errors?.map((error) => error.errorType) }).toEqual({
        label,
        data: null,
        types: ['Unauthorized'],
      });
    }
  });

  it('answers Unauthorized for an id token of another app client (wrong audience)', async () => {
    const admin = new CognitoIdentityProviderClient({
      region: 'local',
      endpoint: local.cognito.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const { UserPoolClient } = await admin.send(
      new CreateUserPoolClientCommand({
        UserPoolId: local.cognito.userPoolId,
        ClientName: 'otra-app',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      }),
    );
    admin.destroy();
    const { IdToken } = await signIn(
      local.cognito.endpoint,
      UserPoolClient?.ClientId ?? '',
      'ana@stcapital.cl',
      PASSWORD,
    );
    const answer = await gql(ACQUIRED, aprilOf(FACTORING_A), IdToken);
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((error) => error.errorType)).toEqual(['Unauthorized']);
  });

  it("gives the spec's Spanish message for a window over 31 days without rut or folio", async () => {
    const window = { fechaInicio: '2019-03-01', fechaTermino: '2019-04-30', rutFactoring: FACTORING_A };
    const refused = await gql(ACQUIRED, window, tokens.ana);
    expect(refused.errors?.map((error) => [error.errorType, error.message])).toEqual([
      ['BadRequest', WINDOW_TOO_LONG_MESSAGE],
    ]);
    const withFolio = await gql(ACQUIRED, { ...window, folio: 103 }, tokens.ana);
    expect(
      (withFolio.data?.archivosElectronicoDeCesionRecuperados as CesionPageAnswer).items.map((item) => item.folio),
    ).toEqual([103]);
  });

  it('pages with limit and nextToken until nextToken is null, each cession once', async () => {
    const pages: number[][] = [];
    let nextToken: string | null = null;
    do {
      const answer = await gql(ACQUIRED, { ...aprilOf(FACTORING_A), limit: 2, nextToken }, tokens.ana);
      const page = answer.data?.archivosElectronicoDeCesionRecuperados as CesionPageAnswer;
      pages.push(page.items.map((item) => item.folio));
      nextToken = page.nextToken;
    } while (nextToken && pages.length < 10);
    expect(pages.every((folios) => folios.length <= 2)).toBe(true);
    expect(pages.flat()).toEqual(A_FOLIOS);
  });

  it("refuses another factoring's nextToken", async () => {
    const first = await gql(ACQUIRED, { ...aprilOf(FACTORING_A), limit: 2 }, tokens.ana);
    const { nextToken } = first.data?.archivosElectronicoDeCesionRecuperados as CesionPageAnswer;
    const answer = await gql(ACQUIRED, { ...aprilOf(FACTORING_C), limit: 2, nextToken }, tokens.ana);
    expect(answer.errors?.map((error) => error.errorType)).toEqual(['BadRequest']);
  });

  it("lists the user's companies in empresasUsuario", async () => {
    const answer = await gql('{ empresasUsuario { rut razonSocial } }', {}, tokens.ana);
    expect(answer.data?.empresasUsuario).toEqual([
      { rut: FACTORING_A, razonSocial: 'ST CAPITAL S.A.' },
      { rut: FACTORING_C, razonSocial: 'FACTORING C S.A.' },
    ]);
  });

  it('answers CORS preflights for the web app', async () => {
    const response = await fetch(appsync.url, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});
