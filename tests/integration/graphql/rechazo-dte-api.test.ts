/**
 * rechazarDte over the local AppSync with real id tokens and the cessions table ('Rechazar Dte';
 * core-platform §5, §6): the company the user acts for, the cesionesAdeudadas flag, the request messages, and that only
 * documents the company owes (role deudor) reach the SII. The SII side is a recorder here (the claims themselves are
 * tested against the local SII in tests/integration/local-sii/reclamo-claim.test.ts and in the browser).
 */
import { systemScope } from '@lambdas/access/system-scope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalAppSync } from '@infra/local/appsync';
import type { LocalHttpHost } from '@infra/local/http-server';
import type { AccionReclamo } from '@domain/reclamo/reclamo-dte';
import type { DocumentKey } from '@domain/document-key';
import { createGraphqlDeps } from '@lambdas/graphql/deps';
import { NOT_OWED } from '@lambdas/services/rechazo-dte/claim-owed-documents';
import { route as graphqlRoute } from '@lambdas/graphql/router';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { cessionRecord } from '../../support/cession-factory';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { enrolledUserToken } from '../../support/totp';
import { postGraphql, type GraphqlAnswer } from '../../support/graphql-request';

const DEUDOR_A = '96790240-3';
const DEUDOR_B = '96874030-K';
const PASSWORD = 'clave123';
const EMISOR = '76399752-9';

const RECHAZAR = `mutation R($rut: String!, $dtes: [DteInput!]!, $accion: String!) {
  rechazarDte(rutFactoring: $rut, dtes: $dtes, accion: $accion) { rutEmisor folio tipo codResp descResp ok }
}`;

type Answer = GraphqlAnswer<{
  rechazarDte: Array<{ folio: number; codResp: number | null; descResp: string; ok: boolean }>;
}>;

describe('rechazarDte API: tenant, owed flag, request messages and owed documents', () => {
  let local: LocalIdentity;
  let appsync: LocalHttpHost;
  const sent: Array<{ rut: string; dtes: DocumentKey[]; accion: AccionReclamo }> = [];
  const tokens = { deudor: '', sinFlag: '', otra: '' };
  const dte = (folio: number) => ({ rutEmisor: '76.399.752-9', tipoDTE: 33, folioDTE: folio });

  const gql = (token: string, variables: Record<string, unknown>) =>
    postGraphql<Answer>(appsync.url, token, RECHAZAR, variables);

  beforeAll(async () => {
    local = await startLocalIdentity();
    const deps = createGraphqlDeps(local.config, {
      rechazoDte: {
        rechazar: async ({ rutFactoring: rut }, dtes, accion) => {
          sent.push({ rut, dtes: [...dtes], accion });
          return dtes.map((d) => ({
            rutEmisor: d.rutEmisor,
            folio: d.folio,
            tipo: d.tipoDTE,
            codResp: 0,
            descResp: 'Acción Completada OK',
            ok: true,
          }));
        },
      },
    });
    appsync = await startLocalAppSync((event) => graphqlRoute(event, deps));
    const doc = createDynamoDocumentClient(local.config);
    const cessions = new CessionRepository(doc, local.config.tables.cessions);
    // Folio 10 is owed by DEUDOR_A; folio 11 only appears in its acquired list role (as if it were a factoring).
    const owed = {
      rutFactoring: DEUDOR_A,
      role: 'deudor' as const,
      deudor: { rut: DEUDOR_A, razonSocial: 'DEUDORA S.A.' },
    };
    await cessions.upsert(
      systemScope(DEUDOR_A),
      cessionRecord({ ...owed, folio: 10, emisor: { rut: EMISOR, razonSocial: 'EMISORA' } }),
    );
    await cessions.upsert(
      systemScope(DEUDOR_A),
      cessionRecord({
        rutFactoring: DEUDOR_A,
        role: 'cesionario',
        folio: 11,
        emisor: { rut: EMISOR, razonSocial: 'EMISORA' },
      }),
    );
    doc.destroy();
    const user = (email: string, rut: string, flags: Record<string, string>) =>
      enrolledUserToken(local, email, PASSWORD, { rutCesionario: rut, rznSocCesionario: 'X', ...flags });
    tokens.deudor = await user('deudor@a.cl', DEUDOR_A, {
      cesionesAdeudadas: '1',
      cesionesAdquiridas: '0',
      cesionesCedidas: '0',
    });
    tokens.sinFlag = await user('sinflag@a.cl', DEUDOR_A, { cesionesAdeudadas: '0' });
    tokens.otra = await user('otra@b.cl', DEUDOR_B, { cesionesAdeudadas: '1' });
  }, 120_000);

  afterAll(async () => {
    await appsync?.stop();
    await local?.stop();
  });

  it('refuses a user without cesionesAdeudadas and a user of another company, sending nothing', async () => {
    expect((await gql(tokens.sinFlag, { rut: DEUDOR_A, dtes: [dte(10)], accion: 'RCD' })).errors?.[0]?.errorType).toBe(
      'Forbidden',
    );
    expect((await gql(tokens.otra, { rut: DEUDOR_A, dtes: [dte(10)], accion: 'RCD' })).errors?.[0]?.errorType).toBe(
      'Forbidden',
    );
    expect(sent).toEqual([]);
  });

  it("gives 'Debe elegir por lo menos un documento' without documents and refuses an acceptance as accion", async () => {
    const empty = await gql(tokens.deudor, { rut: DEUDOR_A, dtes: [], accion: 'RCD' });
    expect(empty.errors?.[0]).toMatchObject({
      errorType: 'BadRequest',
      message: 'Debe elegir por lo menos un documento',
    });
    const accept = await gql(tokens.deudor, { rut: DEUDOR_A, dtes: [dte(10)], accion: 'ACD' });
    expect(accept.errors?.[0]?.errorType).toBe('BadRequest');
    expect(sent).toEqual([]);
  });

  it('sends only the owed document, and answers the other as not owed, in input order', async () => {
    const answer = await gql(tokens.deudor, { rut: DEUDOR_A, dtes: [dte(11), dte(10)], accion: 'RFT' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.rechazarDte.map((r) => [r.folio, r.ok, r.codResp])).toEqual([
      [11, false, null],
      [10, true, 0],
    ]);
    expect(answer.data!.rechazarDte[0]!.descResp).toBe(NOT_OWED);
    expect(sent).toEqual([{ rut: DEUDOR_A, dtes: [{ rutEmisor: EMISOR, tipoDTE: 33, folio: 10 }], accion: 'RFT' }]);
  });
});
