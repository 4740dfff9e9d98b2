import { storeCessions } from '@tests/support/store-cessions';
import { readFileSync } from 'node:fs';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import { startLocalAppSync } from '@infra/local/appsync';
import type { LocalHttpHost } from '@infra/local/http-server';
import type { CessionRecord } from '@domain/cession';
import { readFlags } from '@domain/permissions';
import { handler as graphqlHandler } from '@lambdas/graphql/handler';
import { createDynamoDocumentClient, createS3Client } from '@lambdas/platform/aws-clients';
import { toConfigEnv, type ServerConfig } from '@lambdas/platform/config';
import { handler as restHandler } from '@lambdas/rest/handler';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { DocumentStore } from '@lambdas/store/document-store';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { UserCompanyRepository } from '@lambdas/store/user-company-repository';
import { siiFixture } from '../../support/fixtures';
import { cessionRecord } from '../../support/cession-factory';
import { startLocalIdentity } from '../../support/local-identity';
import { postGraphql, type GraphqlAnswer } from '../../support/graphql-request';

/** ST CAPITAL S.A.: extended search on, Tipo Fecha off. */
export const FACTORING_A = '76389992-6';
/** A factoring without any feature. */
export const FACTORING_B = '77360390-1';
/** A factoring with the extended search and Tipo Fecha; ana also acts for it. */
export const FACTORING_C = '96790240-3';
const PASSWORD = 'clave123';

/**
 * The real SII AEC (factura 33 folio 170, ENACON -> ST CAPITAL -> 76598556-0) and a second real file (its c14n copy).
 */
export const AEC_170 = new Uint8Array(
  readFileSync(siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2.xml')),
);
export const AEC_172 = new Uint8Array(
  readFileSync(
    siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2-canonicalized-c14n.xml'),
  ),
);

const ENACON = { rut: '76354771-K', razonSocial: 'INGENIERIA ENACON SPA' };
const PELAMBRES = { rut: '96790240-3', razonSocial: 'MINERA LOS PELAMBRES' };

function enaconCession(folio: number, overrides: Partial<CessionRecord> = {}): CessionRecord {
  return cessionRecord({
    folio,
    emisor: ENACON,
    cedente: ENACON,
    deudor: PELAMBRES,
    fechaEmision: '2019-04-01',
    fechaCesion: '2019-04-05 12:57',
    montoDocumento: 2996301,
    montoCedido: 2996301,
    aecKey: `aec/76354771-K/33/${folio}/SEQ-2.xml`,
    ...overrides,
  });
}

/**
 * Stored cessions: A holds 170 and 172 (with AECs) and 171 (no AEC); B holds 900; C holds 500 (emitted in March, ceded
 * in April).
 */
export const SEED: CessionRecord[] = [
  enaconCession(170, { montoCedido: 2996301 }),
  enaconCession(171, { aecKey: null, montoCedido: 50000, fechaCesion: '2019-04-06 10:00' }),
  enaconCession(172, { montoCedido: 120000, fechaCesion: '2019-04-07 10:00' }),
  enaconCession(900, {
    rutFactoring: FACTORING_B,
    cesionario: { rut: FACTORING_B, razonSocial: 'FACTORING B S.A.' },
    aecKey: 'aec/76354771-K/33/900/SEQ-1.xml',
  }),
  enaconCession(500, {
    rutFactoring: FACTORING_C,
    fechaEmision: '2019-03-10',
    fechaCesion: '2019-04-20 09:00',
    fechaVencimiento: '2019-05-15',
  }),
];

/** cognito-local users: ana acts for A (custom:rutCesionario) and C (userCompanies); bruno for B. */
export type DemoUser = 'ana' | 'bruno';

export interface DocumentPlatform {
  config: ServerConfig;
  graphqlUrl: string;
  restUrl: string;
  tokens: Record<DemoUser, string>;
  stop(): Promise<void>;
}

/**
 * dynalite + s3rver + cognito-local with the seed above, the real GraphQL handler behind the local AppSync host and
 * the real REST handler behind the local API Gateway (both reading their configuration from the environment).
 */
export async function startDocumentPlatform(): Promise<DocumentPlatform> {
  const identity = await startLocalIdentity();
  const { config } = identity;
  const hosts: LocalHttpHost[] = [];
  try {
    Object.assign(process.env, toConfigEnv(config));
    const ana = await identity.addUser({
      email: 'ana@stcapital.cl',
      password: PASSWORD,
      // cesionMasiva: the bulk AEC download (POST /v1/jwt/aecs) sits in the CesionMasiva menu group.
      attributes: { rutCesionario: FACTORING_A, rznSocCesionario: 'ST CAPITAL S.A.', cesionMasiva: '1' },
    });
    const bruno = await identity.addUser({
      email: 'bruno@factoringb.cl',
      password: PASSWORD,
      attributes: { rutCesionario: FACTORING_B, rznSocCesionario: 'FACTORING B S.A.', cesionMasiva: '1' },
    });

    const doc = createDynamoDocumentClient(config);
    const s3 = createS3Client(config);
    await storeCessions(new CessionRepository(doc, config.tables.cessions), SEED);
    await new UserCompanyRepository(doc, config.tables.userCompanies).put({
      username: ana.username,
      rutEmpresa: FACTORING_C,
      razonSocial: 'FACTORING C S.A.',
      flags: readFlags({ cesionMasiva: '1' }),
    });
    const factorings = new FactoringRepository(doc, config.tables.factorings);
    await factorings.put({
      rut: FACTORING_A,
      razonSocial: 'ST CAPITAL S.A.',
      features: { busquedaExtendida: true, exportarExcel: true },
    });
    await factorings.put({ rut: FACTORING_B, razonSocial: 'FACTORING B S.A.' });
    await factorings.put({
      rut: FACTORING_C,
      razonSocial: 'FACTORING C S.A.',
      features: { busquedaExtendida: true, tipoFechaHabilitado: true },
    });
    const documents = new DocumentStore(s3, config.buckets.documents);
    await documents.putAec('aec/76354771-K/33/170/SEQ-2.xml', AEC_170);
    await documents.putAec('aec/76354771-K/33/172/SEQ-2.xml', AEC_172);
    await documents.putAec('aec/76354771-K/33/900/SEQ-1.xml', AEC_170);
    await documents.putAec('aec/76354771-K/33/500/SEQ-2.xml', AEC_170);
    doc.destroy();
    s3.destroy();

    const appsync = await startLocalAppSync(graphqlHandler);
    hosts.push(appsync);
    const rest = await startLocalApiGateway(restHandler);
    hosts.push(rest);
    return {
      config,
      graphqlUrl: appsync.url,
      restUrl: rest.url,
      tokens: { ana: ana.idToken, bruno: bruno.idToken },
      stop: async () => {
        await Promise.allSettled(hosts.map((host) => host.stop()));
        await identity.stop();
      },
    };
  } catch (error) {
    await Promise.allSettled(hosts.map((host) => host.stop()));
    await identity.stop();
    throw error;
  }
}

/** POSTs a GraphQL operation with a bearer id token. */
export function gql(
  platform: DocumentPlatform,
  user: DemoUser,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphqlAnswer> {
  return postGraphql(platform.graphqlUrl, `Bearer ${platform.tokens[user]}`, query, variables);
}

/** POSTs a JSON body to a REST path with a bearer id token; returns the status and the parsed body. */
export async function post(
  platform: DocumentPlatform,
  user: DemoUser,
  route: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${platform.restUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${platform.tokens[user]}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
