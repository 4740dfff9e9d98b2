import type { APIGatewayProxyEvent } from 'aws-lambda';
import { createGraphqlDeps } from '@lambdas/graphql/deps';
import { route as graphqlRoute, type GraphqlEvent } from '@lambdas/graphql/router';
import type { GraphqlDeps } from '@lambdas/graphql/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForbiddenError, UnauthorizedError } from '@lambdas/platform/errors';
import type { IdentityDeps } from '@lambdas/access/identity';
import { createIdentityDeps } from '@lambdas/access/identity-deps';
import {
  ADMIN_TARGET_MESSAGE,
  FOREIGN_TARGET_MESSAGE,
  NOT_ADMIN_MESSAGE,
  resolveCaller,
  UNKNOWN_TARGET_MESSAGE,
} from '@lambdas/access/impersonation';
import { createRestDeps } from '@lambdas/rest/deps';
import { route } from '@lambdas/rest/router';
import type { RestDeps } from '@lambdas/rest/types';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { ImpersonationAuditRepository } from '@lambdas/store/impersonation-audit-repository';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { signInUsers } from '../../support/signed-in-users';
import { enrolTotp } from '../../support/totp';

const A = '76389992-6';
const B = '77360390-1';
const C = '96519800-8';
const PASSWORD = 'clave123';

/** Who is who: userType, own factoring and userCompanies rows. */
const USERS = {
  admin: { email: 'admin@radar.cl', attributes: { rutCesionario: A, userType: 'admin' }, rows: [A, B] },
  ana: { email: 'ana@a.cl', attributes: { rutCesionario: A, userType: 'factoring', cuentas: '0' }, rows: [] },
  beto: { email: 'beto@c.cl', attributes: { rutCesionario: C, userType: 'factoring' }, rows: [] },
  dora: { email: 'dora@b.cl', attributes: { rutCesionario: B, userType: 'factoring', radarClientes: '1' }, rows: [C] },
  eve: { email: 'eve@a.cl', attributes: { rutCesionario: A, userType: 'admin' }, rows: [] },
  paco: { email: 'paco@a.cl', attributes: { rutCesionario: A, userType: 'factoring' }, rows: [] },
} as const;
type Name = keyof typeof USERS;

/**
 * Impersonation by an administrator (core-platform §1) over cognito-local and dynalite: the admin's own
 * verified token plus the 'x-ver-como' header, checked on the server; every call, reads included, recorded with both
 * identities and shown in the account's history.
 */
describe("'Ver como' (x-ver-como) over cognito-local and dynalite", () => {
  let local: LocalIdentity;
  let identityDeps: IdentityDeps;
  let restDeps: RestDeps;
  let graphqlDeps: GraphqlDeps;
  /** A user of A with cuentas and an authenticator app: it reads the accounts' history. */
  let gerente = '';
  let audit: ImpersonationAuditRepository;
  const tokens = {} as Record<Name, string>;
  const usernames = {} as Record<Name, string>;

  const call = (
    method: string,
    path: string,
    headers: Record<string, string>,
    query: Record<string, string> = {},
    body?: unknown,
  ) =>
    route(
      {
        httpMethod: method,
        path,
        headers,
        queryStringParameters: query,
        body: body === undefined ? null : JSON.stringify(body),
        isBase64Encoded: false,
      } as unknown as APIGatewayProxyEvent,
      restDeps,
    );

  beforeAll(async () => {
    local = await startLocalIdentity();
    const signedIn = await signInUsers(local, USERS, PASSWORD, (rut) => `FACTORING ${rut}`);
    Object.assign(usernames, signedIn.usernames);
    Object.assign(tokens, signedIn.tokens);
    await new FactoringRepository(local.engines.doc, local.config.tables.factorings).put({
      rut: A,
      razonSocial: 'FACTORING A',
      features: { whitelist: true },
    });
    identityDeps = createIdentityDeps(local.config, local.engines.doc);
    restDeps = createRestDeps(local.config);
    graphqlDeps = createGraphqlDeps(local.config);
    const manager = await local.addUser({
      email: 'gerente@a.cl',
      password: PASSWORD,
      attributes: { rutCesionario: A, userType: 'factoring', cuentas: '1' },
    });
    await enrolTotp(local.config, manager);
    gerente = manager.idToken;
    audit = new ImpersonationAuditRepository(local.engines.doc, local.config.tables.impersonationAudit);
  });

  afterAll(async () => {
    await local?.stop();
  });

  it('gives the admin the target user, its companies narrowed to the administered ones, and says who acts', async () => {
    const ana = await resolveCaller(tokens.admin, usernames.ana, identityDeps);
    expect(ana).toMatchObject({
      username: usernames.ana,
      email: 'ana@a.cl',
      companies: [{ rut: A }],
      impersonatedBy: { username: usernames.admin, email: 'admin@radar.cl' },
    });
    expect(ana.companies[0]?.flags.cuentas).toBe(false);
    const dora = await resolveCaller(tokens.admin, usernames.dora, identityDeps);
    expect(dora.companies.map((company) => company.rut)).toEqual([B]);
  });

  it('refuses a user who is not an administrator', async () => {
    await expect(resolveCaller(tokens.paco, usernames.ana, identityDeps)).rejects.toThrow(
      new ForbiddenError(NOT_ADMIN_MESSAGE),
    );
  });

  it('refuses a target outside the factorings the admin administers, another admin and an unknown user', async () => {
    await expect(resolveCaller(tokens.admin, usernames.beto, identityDeps)).rejects.toThrow(
      new ForbiddenError(FOREIGN_TARGET_MESSAGE),
    );
    await expect(resolveCaller(tokens.admin, usernames.eve, identityDeps)).rejects.toThrow(
      new ForbiddenError(ADMIN_TARGET_MESSAGE),
    );
    await expect(resolveCaller(tokens.admin, 'nadie', identityDeps)).rejects.toThrow(
      new ForbiddenError(UNKNOWN_TARGET_MESSAGE),
    );
  });

  it('never acts on the header alone: no or a forged token is refused', async () => {
    await expect(resolveCaller(undefined, usernames.ana, identityDeps)).rejects.toBeInstanceOf(UnauthorizedError);
    const [header, payload] = tokens.ana.split('.');
    await expect(resolveCaller(`${header}.${payload}.firma`, usernames.ana, identityDeps)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });

  /** One root field through the GraphQL router, as AppSync hands it over. */
  const gql = (
    parentTypeName: 'Query' | 'Mutation',
    fieldName: string,
    args: object,
    headers: Record<string, string>,
  ) =>
    graphqlRoute(
      {
        arguments: args,
        identity: null,
        source: null,
        request: { headers, domainName: null },
        info: { fieldName, parentTypeName, variables: {}, selectionSetList: [], selectionSetGraphQL: '' },
        prev: null,
        stash: {},
      } as unknown as GraphqlEvent,
      graphqlDeps,
    );

  it('records every call made while seeing as someone, reads included, with both identities and its outcome', async () => {
    const headers = { Authorization: tokens.admin, 'X-Ver-Como': usernames.dora };
    const before = (await audit.listForAdmin(usernames.admin)).length;
    const ok = await call(
      'POST',
      '/api/whitelist',
      { Authorization: tokens.admin, 'x-ver-como': usernames.ana },
      { factoring: A },
      { consulta: 'whitelisted' },
    );
    expect(ok.statusCode).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ respuesta: true, id: A });
    // dora also holds C, which the admin does not: the narrowed identity may not act for it.
    const refused = await call('POST', '/api/whitelist', headers, { factoring: C }, { consulta: 'whitelisted' });
    expect(refused.statusCode).toBe(403);
    const read = await call('GET', '/api/clientes-search', headers, { factoring: B });
    expect(read.statusCode).toBe(200);

    const recorded = await audit.listForAdmin(usernames.admin);
    expect(recorded).toHaveLength(before + 3);
    expect(recorded.slice(0, 3)).toEqual([
      expect.objectContaining({
        adminEmail: 'admin@radar.cl',
        targetUsername: usernames.dora,
        targetEmail: 'dora@b.cl',
        action: 'GET /api/clientes-search',
        rutFactoring: B,
        outcome: 'ok',
      }),
      expect.objectContaining({
        adminEmail: 'admin@radar.cl',
        targetUsername: usernames.dora,
        targetEmail: 'dora@b.cl',
        action: 'POST /api/whitelist',
        rutFactoring: C,
        outcome: 'Forbidden',
      }),
      expect.objectContaining({
        adminEmail: 'admin@radar.cl',
        targetUsername: usernames.ana,
        targetEmail: 'ana@a.cl',
        action: 'POST /api/whitelist',
        rutFactoring: A,
        outcome: 'ok',
      }),
    ]);
  });

  it('records a GraphQL query and a download link asked while seeing as someone, once per request', async () => {
    const before = (await audit.listForAdmin(usernames.admin)).length;
    const asAna = { authorization: tokens.admin, 'x-ver-como': usernames.ana };
    await expect(gql('Query', 'factoring', { rutFactoring: A }, asAna)).resolves.toBeTruthy();
    const asDora = { Authorization: tokens.admin, 'x-ver-como': usernames.dora };
    // The client has no database for B yet: no link is given (404), and the asking is recorded all the same.
    expect((await call('GET', '/api/files/download-url/76354771-K', asDora, { factoring: B })).statusCode).toBe(404);
    const recorded = await audit.listForAdmin(usernames.admin);
    expect(recorded).toHaveLength(before + 2);
    expect(recorded.slice(0, 2)).toEqual([
      expect.objectContaining({
        targetEmail: 'dora@b.cl',
        action: 'GET /api/files/download-url/{rut}',
        rutFactoring: B,
      }),
      expect.objectContaining({ targetEmail: 'ana@a.cl', action: 'Query.factoring', rutFactoring: A, outcome: 'ok' }),
    ]);
  });

  it("shows the account's 'Ver como' history to its factoring's cuentas, never what was done for another factoring", async () => {
    const headers = { Authorization: tokens.admin, 'x-ver-como': usernames.ana };
    await call('GET', '/api/sesion', headers);
    // ana belongs only to A: asked for B the call is refused, and recorded, but B's business stays out of A's history.
    expect((await call('GET', '/api/clientes-search', headers, { factoring: B })).statusCode).toBe(403);
    const answer = await call(
      'GET',
      '/api/user-consultations',
      { Authorization: gerente },
      { factoring: A, email: 'ana@a.cl' },
    );
    expect(answer.statusCode).toBe(200);
    const { impersonations } = JSON.parse(answer.body) as {
      impersonations: { at: string; adminEmail: string; targetEmail: string; action: string; outcome: string }[];
    };
    const stored = await audit.listForTarget(usernames.ana);
    expect(impersonations).toEqual(
      stored
        .filter((action) => action.rutFactoring !== B)
        .map(({ at, adminEmail, targetEmail, action, outcome }) => ({ at, adminEmail, targetEmail, action, outcome })),
    );
    expect(impersonations[0]).toMatchObject({ adminEmail: 'admin@radar.cl', action: 'GET /api/sesion', outcome: 'ok' });
    expect(impersonations.map((action) => action.action)).toEqual(
      expect.arrayContaining(['POST /api/whitelist', 'Query.factoring']),
    );
    expect(stored.some((action) => action.rutFactoring === B)).toBe(true);
  });

  it('answers GET api/sesion as the seen user with who acts, and lists the users only to an administrator', async () => {
    const seen = await call('GET', '/api/sesion', { Authorization: tokens.admin, 'x-ver-como': usernames.ana });
    expect(JSON.parse(seen.body)).toMatchObject({
      email: 'ana@a.cl',
      userType: 'factoring',
      companies: [{ rut: A }],
      impersonatedBy: { username: usernames.admin, email: 'admin@radar.cl' },
    });
    const own = await call('GET', '/api/sesion', { Authorization: tokens.paco });
    expect(JSON.parse(own.body)).toMatchObject({ email: 'paco@a.cl', impersonatedBy: null });

    const listed = await call('GET', '/api/ver-como/usuarios', { Authorization: tokens.admin }, { factoring: A });
    expect(listed.statusCode).toBe(200);
    const emails = (JSON.parse(listed.body) as { users: { email: string }[] }).users.map((user) => user.email);
    expect(emails).toEqual(expect.arrayContaining(['ana@a.cl', 'paco@a.cl']));
    expect(emails).not.toContain('admin@radar.cl');
    expect(emails).not.toContain('beto@c.cl');
    expect(
      (await call('GET', '/api/ver-como/usuarios', { Authorization: tokens.paco }, { factoring: A })).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', '/api/ver-como/usuarios', { Authorization: tokens.admin }, { factoring: C })).statusCode,
    ).toBe(403);
    // While seeing as someone the list is closed too (the identity is the seen user's).
    expect(
      (
        await call(
          'GET',
          '/api/ver-como/usuarios',
          { Authorization: tokens.admin, 'x-ver-como': usernames.ana },
          { factoring: A },
        )
      ).statusCode,
    ).toBe(403);
  });

  it('records nothing for an administrator acting as themself, reading or writing', async () => {
    const before = (await audit.listForAdmin(usernames.admin)).length;
    expect((await call('GET', '/api/sesion', { Authorization: tokens.admin })).statusCode).toBe(200);
    const own = await call(
      'POST',
      '/api/whitelist',
      { Authorization: tokens.admin },
      { factoring: A },
      { consulta: 'whitelisted' },
    );
    expect(own.statusCode).toBe(200);
    expect(await audit.listForAdmin(usernames.admin)).toHaveLength(before);
  });
});
