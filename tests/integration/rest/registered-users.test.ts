import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ENDPOINT_CREDENTIALS } from '@lambdas/platform/aws-clients';
import { ForbiddenError } from '@lambdas/platform/errors';
import { resolveIdentity, type Identity } from '@lambdas/access/identity';
import { createIdentityDeps } from '@lambdas/access/identity-deps';
import { registeredUsersRoute } from '@lambdas/rest/api/registered-users';
import { CognitoUserLookup } from '@lambdas/access/cognito-user-lookup';
import { FactoringUserDirectory } from '@lambdas/access/user-directory';
import { readFlags } from '@domain/permissions';
import { createRestDeps } from '@lambdas/rest/deps';
import type { RestDeps } from '@lambdas/rest/types';
import { TABLES } from '@lambdas/store/tables';
import { USER_COMPANIES_BY_EMPRESA_INDEX, UserCompanyRepository } from '@lambdas/store/user-company-repository';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { signInUsers } from '../../support/signed-in-users';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
const PASSWORD = 'clave123';

/** Who is who: how each user belongs to a factoring (custom:rutCesionario and/or userCompanies rows). */
const USERS = {
  ana: { email: 'ana@factoring-a.cl', attributes: { rutCesionario: FACTORING_A, carteraEjecutivos: '1' }, rows: [] },
  dora: {
    email: 'dora@factoring-b.cl',
    attributes: { rutCesionario: FACTORING_B, carteraEjecutivos: '1' },
    rows: [FACTORING_A],
  },
  eli: {
    email: 'eli@factoring-a.cl',
    attributes: { rutCesionario: '76.389.992-6', carteraEjecutivos: '0' },
    rows: [FACTORING_A],
  },
  beto: { email: 'beto@factoring-b.cl', attributes: { rutCesionario: FACTORING_B, carteraEjecutivos: '1' }, rows: [] },
} as const;
type Name = keyof typeof USERS;

describe('GET api/registered-users over dynalite and cognito-local', () => {
  let local: LocalIdentity;
  let cognito: CognitoIdentityProviderClient;
  let deps: RestDeps;
  const who = {} as Record<Name, Identity>;
  const usernames = {} as Record<Name, string>;

  const list = async (identity: Identity, query: Record<string, string> = {}) => {
    const reply = await registeredUsersRoute.handle({ identity, query, params: {}, body: null }, deps);
    return reply.body as {
      success: boolean;
      factoring: string;
      users: { username: string; email: string; nombre: string }[];
    };
  };

  beforeAll(async () => {
    local = await startLocalIdentity();
    const { usernames: signedInNames, tokens } = await signInUsers(local, USERS, PASSWORD, () => 'FACTORING A SPA');
    Object.assign(usernames, signedInNames);
    const userCompanies = new UserCompanyRepository(local.engines.doc, local.config.tables.userCompanies);
    await userCompanies.put({
      username: 'sin-cuenta-en-cognito',
      rutEmpresa: FACTORING_A,
      razonSocial: 'FACTORING A SPA',
      flags: readFlags({}),
    });
    const identityDeps = createIdentityDeps(local.config, local.engines.doc);
    for (const name of Object.keys(USERS) as Name[]) who[name] = await resolveIdentity(tokens[name], identityDeps);
    cognito = new CognitoIdentityProviderClient({
      region: local.config.region,
      endpoint: local.config.endpoints.cognito,
      credentials: LOCAL_ENDPOINT_CREDENTIALS,
    });
    deps = {
      ...createRestDeps(local.config),
      users: new FactoringUserDirectory(new CognitoUserLookup(cognito, local.config.auth.userPoolId), userCompanies),
    };
  }, 120_000);

  afterAll(async () => {
    cognito?.destroy();
    await local?.stop();
  });

  it('defines the byEmpresa index the repository queries', () => {
    expect(TABLES.userCompanies.globalSecondaryIndexes).toContainEqual({
      indexName: USER_COMPANIES_BY_EMPRESA_INDEX,
      partitionKey: { name: 'rutEmpresa', type: 'S' },
      sortKey: { name: 'username', type: 'S' },
    });
  });

  it('lists the users of custom:rutCesionario and those of a userCompanies row, once each, sorted by e-mail', async () => {
    const body = await list(who.ana);
    expect(body.success).toBe(true);
    expect(body.factoring).toBe(FACTORING_A);
    expect(body.users.map((u) => u.email)).toEqual(['ana@factoring-a.cl', 'dora@factoring-b.cl', 'eli@factoring-a.cl']);
    expect(body.users.find((u) => u.email === 'dora@factoring-b.cl')).toEqual({
      username: usernames.dora,
      email: 'dora@factoring-b.cl',
      nombre: expect.any(String),
    });
  });

  it('lists for the factoring asked by a user who belongs to it only through userCompanies', async () => {
    expect((await list(who.dora, { factoring: FACTORING_A })).users.map((u) => u.email)).toEqual([
      'ana@factoring-a.cl',
      'dora@factoring-b.cl',
      'eli@factoring-a.cl',
    ]);
    expect((await list(who.dora)).users.map((u) => u.email)).toEqual(['beto@factoring-b.cl', 'dora@factoring-b.cl']);
  });

  it('refuses without carteraEjecutivos and for a factoring the user does not belong to', async () => {
    await expect(list(who.eli)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(list(who.beto, { factoring: FACTORING_A })).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("finds a company's rows, home rows included, with their flags through the index", async () => {
    const repository = new UserCompanyRepository(local.engines.doc, local.config.tables.userCompanies);
    const rows = await repository.listForCompany(FACTORING_A);
    expect(rows.map((row) => row.username)).toEqual(
      [usernames.ana, usernames.dora, usernames.eli, 'sin-cuenta-en-cognito'].sort(),
    );
    expect(rows.find((row) => row.username === usernames.eli)?.flags.carteraEjecutivos).toBe(false);
    expect(await repository.listForCompany('96790240-3')).toEqual([]);
  });
});
