import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalAppSync } from '@infra/local/appsync';
import type { LocalHttpHost } from '@infra/local/http-server';
import { createGraphqlDeps } from '@lambdas/graphql/deps';
import { route as graphqlRoute } from '@lambdas/graphql/router';
import type { JobMessage } from '@lambdas/services/jobs/job-messages';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { enrolledUserToken } from '../../support/totp';
import { postGraphql } from '../../support/graphql-request';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
const PASSWORD = 'clave123';

const MASIVA = `mutation M($rut: String!, $data: CesionMasivaInput!) {
  cesionMasiva(rutFactoring: $rut, cesionMasivaData: $data) { statusCode AECs { folio } AECsError { folio error } }
}`;
const SEND = MASIVA.replace('cesionMasiva(', 'sendCesionMasiva(');
const DEVOLVER = `mutation D($rut: String!, $dtes: [DteInput!]!) { devolverCesiones(rutFactoring: $rut, dtes: $dtes) { statusCode } }`;
const ENVIOS = `query E($rut: String!) { enviosAec(rutFactoring: $rut) { folio } }`;

describe('cession actions API: tenant, permission flags and request messages (core-platform §5, §6)', () => {
  let local: LocalIdentity;
  let appsync: LocalHttpHost;
  const sent: JobMessage[] = [];
  const tokens = { masiva: '', devolver: '', none: '', otra: '' };

  const gql = (token: string, query: string, variables: Record<string, unknown>) =>
    postGraphql(appsync.url, token, query, variables);
  const row = { rutEmisor: '76354771-K', tipo: 33, folio: 170 };
  const data = (rutCesionario: string, rows = [row]) => ({ rutCesionario, data: rows });

  beforeAll(async () => {
    local = await startLocalIdentity();
    const deps = createGraphqlDeps(local.config, { jobs: { send: async (messages) => void sent.push(...messages) } });
    appsync = await startLocalAppSync((event) => graphqlRoute(event, deps));
    const user = (email: string, rut: string, flags: Record<string, string>) =>
      enrolledUserToken(local, email, PASSWORD, { rutCesionario: rut, rznSocCesionario: 'X', ...flags });
    tokens.masiva = await user('masiva@a.cl', FACTORING_A, { cesionMasiva: '1', devolverCesion: '0' });
    tokens.devolver = await user('devolver@a.cl', FACTORING_A, { cesionMasiva: '0', devolverCesion: '1' });
    tokens.none = await user('none@a.cl', FACTORING_A, {});
    tokens.otra = await user('otra@b.cl', FACTORING_B, { cesionMasiva: '1', devolverCesion: '1' });
  }, 120_000);

  afterAll(async () => {
    await appsync?.stop();
    await local?.stop();
  });

  it('refuses a user without cesionMasiva (both names of the mutation and the envíos list) and without devolverCesion', async () => {
    for (const query of [MASIVA, SEND]) {
      const answer = await gql(tokens.none, query, { rut: FACTORING_A, data: data('97151000-5') });
      expect(answer.errors?.[0]?.errorType).toBe('Forbidden');
    }
    expect(
      (await gql(tokens.devolver, MASIVA, { rut: FACTORING_A, data: data('97151000-5') })).errors?.[0]?.errorType,
    ).toBe('Forbidden');
    expect((await gql(tokens.none, ENVIOS, { rut: FACTORING_A })).errors?.[0]?.errorType).toBe('Forbidden');
    // A user who may return documents follows the returns' envíos (acquired screen) without mass cession.
    expect(await gql(tokens.devolver, ENVIOS, { rut: FACTORING_A })).toMatchObject({ data: { enviosAec: [] } });
    const dtes = [{ rutEmisor: row.rutEmisor, tipoDTE: 33, folioDTE: 170 }];
    expect((await gql(tokens.masiva, DEVOLVER, { rut: FACTORING_A, dtes })).errors?.[0]?.errorType).toBe('Forbidden');
    expect(sent).toEqual([]);
  });

  it("refuses another factoring's documents and envíos", async () => {
    expect(
      (await gql(tokens.otra, MASIVA, { rut: FACTORING_A, data: data('97151000-5') })).errors?.[0]?.errorType,
    ).toBe('Forbidden');
    expect((await gql(tokens.otra, ENVIOS, { rut: FACTORING_A })).errors?.[0]?.errorType).toBe('Forbidden');
    const dtes = [{ rutEmisor: row.rutEmisor, tipoDTE: 33, folioDTE: 170 }];
    expect((await gql(tokens.otra, DEVOLVER, { rut: FACTORING_A, dtes })).errors?.[0]?.errorType).toBe('Forbidden');
  });

  it('gives the spec messages for no recessionary and no document, and refuses a recessionary not in Re-Cesionarios', async () => {
    const message = async (token: string, query: string, variables: Record<string, unknown>) =>
      (await gql(token, query, variables)).errors?.[0]?.message;
    expect(await message(tokens.masiva, MASIVA, { rut: FACTORING_A, data: data(' ') })).toBe(
      'Debe seleccionar un factoring!',
    );
    expect(await message(tokens.masiva, MASIVA, { rut: FACTORING_A, data: data('97151000-5', []) })).toBe(
      'Debe elegir por lo menos un documento!',
    );
    expect(await message(tokens.devolver, DEVOLVER, { rut: FACTORING_A, dtes: [] })).toBe(
      'Debe elegir por lo menos un documento',
    );
    expect(await message(tokens.masiva, MASIVA, { rut: FACTORING_A, data: data('97151000-5') })).toBe(
      'El recesionario elegido no está registrado en Re-Cesionarios',
    );
    expect(sent).toEqual([]);
  });

  it('a return of documents the factoring does not hold lists each with its reason and sends nothing', async () => {
    const dtes = [{ rutEmisor: row.rutEmisor, tipoDTE: 33, folioDTE: 170 }];
    const answer = await gql(
      tokens.devolver,
      DEVOLVER.replace('{ statusCode }', '{ statusCode AECsError { folio error } }'),
      { rut: FACTORING_A, dtes },
    );
    expect(answer.data?.devolverCesiones).toEqual({
      statusCode: 400,
      AECsError: [{ folio: 170, error: 'El documento no se encuentra entre sus cesiones adquiridas' }],
    });
    expect(sent).toEqual([]);
  });
});
