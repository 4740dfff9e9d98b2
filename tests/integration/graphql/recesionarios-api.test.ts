import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalAppSync } from '@infra/local/appsync';
import type { LocalHttpHost } from '@infra/local/http-server';
import { createGraphqlDeps } from '@lambdas/graphql/deps';
import { route as graphqlRoute } from '@lambdas/graphql/router';
import { systemScope } from '@lambdas/access/system-scope';
import { RecesionarioRepository } from '@lambdas/store/recesionario-repository';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { postGraphql } from '../../support/graphql-request';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
const PASSWORD = 'clave123';

const LIST = `query List($rut: String!) {
  getFactorings(rutEmpresa: $rut) { rut razonSocial direccion email empresa }
  factoringsToGive(rutFactoring: $rut) { rut razonSocial }
}`;
const LIST_ONLY = `query List($rut: String!) { getFactorings(rutEmpresa: $rut) { rut } }`;
const TO_GIVE_ONLY = `query ToGive($rut: String!) { factoringsToGive(rutFactoring: $rut) { rut } }`;
const mutation = (field: string) =>
  `mutation Run($factoring: RecesionarioInput!) { ${field}(factoring: $factoring) { success body } }`;
const CREATE = mutation('createFactoring');
const UPDATE = mutation('updateFactoring');
const DELETE = mutation('deleteFactoring');

const BANCO = {
  rut: '97.151.000-5',
  razonSocial: 'BANCO CORDILLERA S.A.',
  direccion: 'AV. APOQUINDO 3650, LAS CONDES',
  email: 'cesiones@bancocordillera.cl',
};
const FONDO = {
  rut: '76354771-k',
  razonSocial: 'ALERCE FONDO DE INVERSIÓN',
  direccion: 'AV. EL GOLF 40, LAS CONDES',
  email: 'ops@alerce.cl',
};

describe('recessionaries API over the local AppSync host, with real tokens and dynalite', () => {
  let local: LocalIdentity;
  let appsync: LocalHttpHost;
  let repo: RecesionarioRepository;
  const tokens = { ana: '', beto: '', carla: '' };

  const gql = (token: string, query: string, variables: Record<string, unknown>) =>
    postGraphql(appsync.url, token, query, variables);
  /** Runs a mutation as Ana for factoring A and gives its {success, body}. */
  const run = async (query: string, fields: Record<string, string>, token = tokens.ana, empresa = FACTORING_A) => {
    const answer = await gql(token, query, { factoring: { ...fields, empresa } });
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data ?? {})[0] as { success: boolean; body: string };
  };
  const listOf = async (rut: string, token = tokens.ana) => {
    const answer = await gql(token, LIST, { rut });
    expect(answer.errors).toBeUndefined();
    return answer.data as {
      getFactorings: Record<string, string>[];
      factoringsToGive: { rut: string; razonSocial: string }[];
    };
  };

  beforeAll(async () => {
    local = await startLocalIdentity();
    const deps = createGraphqlDeps(local.config);
    appsync = await startLocalAppSync((event) => graphqlRoute(event, deps));
    repo = new RecesionarioRepository(local.engines.doc, local.config.tables.recesionarios);
    const user = (email: string, rut: string, flags: Record<string, string>) =>
      local
        .addUser({ email, password: PASSWORD, attributes: { rutCesionario: rut, rznSocCesionario: 'X', ...flags } })
        .then((u) => u.idToken);
    tokens.ana = await user('ana@a.cl', FACTORING_A, { cesionMasiva: '1' });
    tokens.beto = await user('beto@a.cl', FACTORING_A, {});
    tokens.carla = await user('carla@b.cl', FACTORING_B, { cesionMasiva: '1' });
  }, 120_000);

  afterAll(async () => {
    await appsync?.stop();
    await local?.stop();
  });

  it('creates, lists by razón social, edits and deletes, RUTs stored without dots', async () => {
    expect(await listOf(FACTORING_A)).toEqual({ getFactorings: [], factoringsToGive: [] });
    expect(await run(CREATE, BANCO)).toEqual({ success: true, body: 'ok' });
    expect(await run(CREATE, FONDO)).toEqual({ success: true, body: 'ok' });

    const created = await listOf(FACTORING_A);
    expect(created.getFactorings).toEqual([
      { ...FONDO, rut: '76354771-K', empresa: FACTORING_A },
      { ...BANCO, rut: '97151000-5', empresa: FACTORING_A },
    ]);
    expect(created.factoringsToGive.map((r) => r.razonSocial)).toEqual([
      'ALERCE FONDO DE INVERSIÓN',
      'BANCO CORDILLERA S.A.',
    ]);

    const edited = {
      ...BANCO,
      rut: '97151000-5',
      razonSocial: 'BANCO CORDILLERA CHILE S.A.',
      email: 'factoring@cordillera.cl',
    };
    expect(await run(UPDATE, edited)).toEqual({ success: true, body: 'ok' });
    expect((await listOf(FACTORING_A)).getFactorings[1]).toEqual({ ...edited, empresa: FACTORING_A });

    expect(await run(DELETE, { rut: '97.151.000-5' })).toEqual({ success: true, body: 'ok' });
    expect(await run(DELETE, { rut: '76354771-K' })).toEqual({ success: true, body: 'ok' });
    expect(await listOf(FACTORING_A)).toEqual({ getFactorings: [], factoringsToGive: [] });
  });

  it('refuses a RUT the factoring already has, in any notation, and keeps the first one', async () => {
    expect(await run(CREATE, BANCO)).toEqual({ success: true, body: 'ok' });
    expect(await run(CREATE, { ...BANCO, rut: '97151000-5', razonSocial: 'OTRO NOMBRE' })).toEqual({
      success: false,
      body: 'El recesionario 97.151.000-5 ya está registrado',
    });
    expect((await listOf(FACTORING_A)).getFactorings.map((r) => r.razonSocial)).toEqual([BANCO.razonSocial]);
    // Another factoring may keep the same bank.
    expect(await run(CREATE, BANCO, tokens.carla, FACTORING_B)).toEqual({ success: true, body: 'ok' });
    expect(await run(DELETE, BANCO, tokens.carla, FACTORING_B)).toEqual({ success: true, body: 'ok' });
    expect((await listOf(FACTORING_A)).getFactorings).toHaveLength(1);
    await run(DELETE, BANCO);
  });

  it('answers the form rules with the spec messages and stores nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...BANCO, rut: '' }, 'Debes agregar un rut '],
      [{ ...BANCO, razonSocial: '' }, 'Debes agregar una razón social '],
      [{ ...BANCO, rut: '97.151.000-6' }, 'Debes agregar un rut válido'],
      [{ ...BANCO, email: 'cesiones@banco' }, 'Debes agregar un email válido'],
      [{ ...BANCO, rut: '76.389.992-6' }, 'La empresa no puede ser su propio recesionario'],
    ];
    for (const [fields, body] of cases) {
      expect(await run(CREATE, fields)).toEqual({ success: false, body });
      expect(await run(UPDATE, fields)).toEqual({ success: false, body });
    }
    // Missing optional fields read as empty.
    expect(await run(CREATE, { rut: BANCO.rut })).toEqual({ success: false, body: 'Debes agregar una razón social ' });
    expect((await listOf(FACTORING_A)).getFactorings).toEqual([]);
  });

  it('says so when editing or deleting a RUT the factoring does not have, creating nothing', async () => {
    expect(await run(UPDATE, BANCO)).toEqual({
      success: false,
      body: 'El recesionario 97.151.000-5 no está registrado',
    });
    expect(await run(DELETE, { rut: BANCO.rut })).toEqual({
      success: false,
      body: 'El recesionario 97.151.000-5 no está registrado',
    });
    expect(await run(DELETE, { rut: '' })).toEqual({ success: false, body: 'Debes agregar un rut ' });
    expect((await listOf(FACTORING_A)).getFactorings).toEqual([]);
  });

  it("refuses another factoring's RUT and a user without cesionMasiva on every field, touching nothing", async () => {
    await run(CREATE, BANCO);
    for (const token of [tokens.carla, tokens.beto]) {
      for (const query of [LIST_ONLY, TO_GIVE_ONLY]) {
        const read = await gql(token, query, { rut: FACTORING_A });
        expect(read.errors?.map((e) => e.errorType)).toEqual(['Forbidden']);
        expect(read.data).toBeNull();
      }
      for (const query of [CREATE, UPDATE, DELETE]) {
        const answer = await gql(token, query, { factoring: { ...FONDO, empresa: FACTORING_A } });
        expect(answer.errors?.[0]?.errorType).toBe('Forbidden');
      }
      expect(
        (await gql(token, DELETE, { factoring: { rut: BANCO.rut, empresa: FACTORING_A } })).errors?.[0]?.errorType,
      ).toBe('Forbidden');
    }
    expect((await gql(tokens.beto, LIST_ONLY, { rut: FACTORING_A })).errors?.[0]?.message).toBe(
      'No autorizado para esta operación',
    );
    expect((await listOf(FACTORING_A)).getFactorings.map((r) => r.rut)).toEqual(['97151000-5']);
    expect((await listOf(FACTORING_B, tokens.carla)).getFactorings).toEqual([]);
    await run(DELETE, BANCO);
  });

  it('offers to a mass cession only the recessionaries an AEC can name', async () => {
    await run(CREATE, BANCO);
    // A record kept from before today's rules, without a dirección.
    await repo.create(systemScope(FACTORING_A), {
      rut: '76354771-K',
      razonSocial: 'ANTIGUO FONDO',
      direccion: '',
      email: 'x@antiguo.cl',
    });
    const lists = await listOf(FACTORING_A);
    expect(lists.getFactorings.map((r) => r.rut)).toEqual(['76354771-K', '97151000-5']);
    expect(lists.factoringsToGive.map((r) => r.rut)).toEqual(['97151000-5']);
  });
});
