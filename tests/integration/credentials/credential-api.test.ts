import { rmSync } from 'node:fs';
import path from 'node:path';
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import { startLocalAppSync } from '@infra/local/appsync';
import type { LocalHttpHost } from '@infra/local/http-server';
import { createGraphqlDeps } from '@lambdas/graphql/deps';
import { route as graphqlRoute } from '@lambdas/graphql/router';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import type { ServerConfig } from '@lambdas/platform/config';
import { createRestDeps } from '@lambdas/rest/deps';
import { route as restRoute } from '@lambdas/rest/router';
import type { ClaveCredential } from '@lambdas/platform/sii-credentials';
import type { SiiLoginCheck } from '@lambdas/sii/login-check';
import { SiiError } from '@lambdas/sii/web/errors';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { LocalSealer } from '@lambdas/platform/sealing/local-sealer';
import { RecordingQueue } from '../../support/recording-queue';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { enrolledUserToken } from '../../support/totp';
import { makePkcs12, makeTestAuthority, testCa } from '../../support/pkcs12-factory';
import { postGraphql } from '../../support/graphql-request';
import { systemScope } from '@lambdas/access/system-scope';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
const CLIENT = '76354771-K';
const PASSWORD = 'clave123';
const WRONG = 'La password del SII es incorrecta. Comuníquese con el cliente para actualizarlas.';

/** The SII login check as a fake implementation of the port: the claves it accepts, and the logins it saw. */
class FakeSiiLogin implements SiiLoginCheck {
  readonly attempts: string[] = [];
  constructor(private readonly valid: Record<string, string>) {}
  async verifyClave(clave: ClaveCredential, rutEmpresa: string): Promise<void> {
    this.attempts.push(`${clave.rutUsuario}>${rutEmpresa}`);
    if (this.valid[clave.rutUsuario] !== clave.clave)
      throw new SiiError('clave-incorrecta', { operation: 'CAutInicio', rut: clave.rutUsuario });
  }
}

const INSERT = `mutation Insert($rutEmpresa: String!, $rutFirmante: String!, $certificado: String!, $clave: String!, $nombre: String!) {
  insertCertificadoDigital(rutEmpresa: $rutEmpresa, rutFirmante: $rutFirmante, certificado: $certificado, clave: $clave, nombre: $nombre) {
    titular rutTitular emisor validoHasta diasParaVencer porVencer vencido
  }
}`;
const READ = `query Read($rutFactoring: String!) {
  certificadoDigital(rutFactoring: $rutFactoring) { nombre rutTitular }
  claveSiiFactoring(rutFactoring: $rutFactoring) { rutUsuario estado mensaje }
}`;
const SAVE_CLAVE = `mutation Save($rutFactoring: String!, $rutUsuario: String!, $clave: String!) {
  guardarClaveSiiFactoring(rutFactoring: $rutFactoring, rutUsuario: $rutUsuario, clave: $clave) { rutUsuario estado verificadaEn }
}`;
const DELETE = `mutation Delete($rutEmpresa: String!) { deleteCertificadoDigital(rutEmpresa: $rutEmpresa) }`;

describe('credentials API over the local AppSync and API Gateway hosts, with real tokens, dynalite and the LocalSealer', () => {
  let local: LocalIdentity;
  let config: ServerConfig;
  let appsync: LocalHttpHost;
  let gateway: LocalHttpHost;
  let doc: DynamoDBDocumentClient;
  let repo: CredentialRepository;
  const sii = new FakeSiiLogin({ '11111111-1': 'registro-ok', [CLIENT]: 'cliente-ok' });
  const queue = new RecordingQueue();
  const tokens = { ana: '', beto: '', carla: '' };

  const gql = (token: string, query: string, variables: Record<string, unknown>) =>
    postGraphql(appsync.url, token, query, variables);
  const enroll = async (token: string, body: unknown) => {
    const response = await fetch(`${gateway.url}/api/tasks/add-client-task`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { success?: boolean; message: string } };
  };
  const rawItems = async () =>
    JSON.stringify((await doc.send(new ScanCommand({ TableName: config.tables.credentials }))).Items ?? []);

  beforeAll(async () => {
    local = await startLocalIdentity();
    config = {
      ...local.config,
      secrets: { localKeyFile: path.join(`${local.engines.dataDir}-keys`, 'master.key') },
      siiCertificateAuthorities: [testCa().certPem],
    };
    const graphqlDeps = createGraphqlDeps(config, { siiLogin: sii });
    const restDeps = createRestDeps(config, { siiLogin: sii, jobs: queue });
    appsync = await startLocalAppSync((event) => graphqlRoute(event, graphqlDeps));
    gateway = await startLocalApiGateway((event) => restRoute(event, restDeps));
    doc = createDynamoDocumentClient(config);
    // A pays for the enroller, so that only the flags and the factoring refuse its users here (client-radar §6).
    await new FactoringRepository(doc, config.tables.factorings).put({
      rut: FACTORING_A,
      razonSocial: 'ST CAPITAL S.A.',
      acceso: { contratadas: { enrolador: '2999-12-31' } },
    });
    repo = new CredentialRepository(doc, config.tables.credentials, new LocalSealer(config.secrets.localKeyFile!));
    const user = (email: string, rut: string, flags: Record<string, string>) =>
      enrolledUserToken(local, email, PASSWORD, { rutCesionario: rut, rznSocCesionario: 'X', ...flags });
    tokens.ana = await user('ana@a.cl', FACTORING_A, { firmaDigital: '1', registrarCliente: '1' });
    tokens.beto = await user('beto@a.cl', FACTORING_A, { firmaDigital: '0', registrarCliente: '0' });
    tokens.carla = await user('carla@b.cl', FACTORING_B, { firmaDigital: '1', registrarCliente: '1' });
  }, 120_000);

  afterAll(async () => {
    await appsync?.stop();
    await gateway?.stop();
    doc?.destroy();
    await local?.stop();
    if (local) rmSync(`${local.engines.dataDir}-keys`, { recursive: true, force: true });
  });

  it('stores a good certificate and shows its facts, never its password', async () => {
    const certificado = makePkcs12({ password: 'pfx-4821' }).toString('base64');
    const answer = await gql(tokens.ana, INSERT, {
      rutEmpresa: FACTORING_A,
      rutFirmante: '12345678-5',
      certificado,
      clave: 'pfx-4821',
      nombre: 'Juan',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.insertCertificadoDigital).toMatchObject({
      titular: 'JUAN PEREZ SOTO',
      rutTitular: '12345678-5',
      vencido: false,
    });
    expect((await gql(tokens.ana, READ, { rutFactoring: FACTORING_A })).data?.certificadoDigital).toEqual({
      nombre: 'Juan',
      rutTitular: '12345678-5',
    });
    expect(await rawItems()).not.toContain('pfx-4821');
    expect((await repo.openCertificate(systemScope(FACTORING_A)))?.password).toBe('pfx-4821');
  });

  it('answers an expired, a self-signed and an unknown authority certificate with their messages, storing none', async () => {
    const before = await repo.getCertificateInfo(systemScope(FACTORING_A));
    const expired = { notBefore: new Date('2023-01-10T15:00:00Z'), notAfter: new Date('2024-06-15T15:00:00Z') };
    for (const [options, message] of [
      [expired, 'El certificado digital venció el 15/06/2024.'],
      [{ issuer: 'self' }, 'El certificado es autofirmado y no es aceptado por el SII'],
      [
        { issuer: makeTestAuthority('Otra Autoridad') },
        'El certificado no fue emitido por una autoridad certificadora reconocida por el SII',
      ],
    ] as const) {
      const answer = await gql(tokens.ana, INSERT, {
        rutEmpresa: FACTORING_A,
        rutFirmante: '12345678-5',
        certificado: makePkcs12(options).toString('base64'),
        clave: 'clave-pfx',
        nombre: 'Juan',
      });
      expect(answer.errors?.[0]).toMatchObject({ errorType: 'BadRequest', message });
    }
    expect(await repo.getCertificateInfo(systemScope(FACTORING_A))).toEqual(before);
  });

  it('refuses a foreign factoring and a user without firmaDigital', async () => {
    for (const [token, rut] of [
      [tokens.carla, FACTORING_A],
      [tokens.beto, FACTORING_A],
    ] as const) {
      const read = await gql(token, READ, { rutFactoring: rut });
      expect(read.errors?.map((e) => e.errorType)).toEqual(['Forbidden', 'Forbidden']);
      expect((await gql(token, DELETE, { rutEmpresa: rut })).errors?.[0]?.errorType).toBe('Forbidden');
    }
    expect((await gql(tokens.ana, READ, { rutFactoring: FACTORING_A })).data?.certificadoDigital).not.toBeNull();
  });

  it('does not store a wrong registry clave, and stores the right one after a login for the factoring', async () => {
    const wrong = await gql(tokens.ana, SAVE_CLAVE, {
      rutFactoring: FACTORING_A,
      rutUsuario: '11.111.111-1',
      clave: 'registro-mal',
    });
    expect(wrong.errors?.[0]).toMatchObject({
      errorType: 'BadRequest',
      message: 'La clave del SII de 11111111-1 no es correcta.',
    });
    expect((await gql(tokens.ana, READ, { rutFactoring: FACTORING_A })).data?.claveSiiFactoring).toBeNull();
    expect(await rawItems()).not.toContain('"sk":"registro"');

    const right = await gql(tokens.ana, SAVE_CLAVE, {
      rutFactoring: FACTORING_A,
      rutUsuario: '11.111.111-1',
      clave: 'registro-ok',
    });
    expect(right.data?.guardarClaveSiiFactoring).toMatchObject({ rutUsuario: '11111111-1', estado: 'Activo' });
    expect(sii.attempts.slice(-1)).toEqual([`11111111-1>${FACTORING_A}`]);
    expect((await repo.openClave(systemScope(FACTORING_A), { kind: 'registro' }))?.clave).toBe('registro-ok');
    expect(await rawItems()).not.toContain('registro-ok');
  });

  it('enrols a client: a wrong clave changes nothing, the right one gives Activo and a sync job', async () => {
    const before = await repo.listClients(systemScope(FACTORING_A));
    const wrong = await enroll(tokens.ana, { rut: '76.354.771-k', password: 'cliente-mal' });
    expect(wrong).toEqual({ status: 200, body: { success: false, message: WRONG } });
    expect(await repo.listClients(systemScope(FACTORING_A))).toEqual(before);
    expect(await rawItems()).not.toContain('cliente-mal');
    expect(queue.sent).toEqual([]);

    const right = await enroll(tokens.ana, { rut: CLIENT, password: 'cliente-ok' });
    expect(right.body).toEqual({
      success: true,
      message: 'Empresa registrada correctamente. Sus datos del SII estarán disponibles en unos minutos.',
    });
    expect(await repo.listClients(systemScope(FACTORING_A))).toEqual([
      expect.objectContaining({ rutCliente: CLIENT, estado: 'Activo', mensaje: null, claveGuardada: true }),
    ]);
    expect(queue.sent).toEqual([{ kind: 'client-sync', rutFactoring: FACTORING_A, rutCliente: CLIENT }]);
    expect(await rawItems()).not.toContain('cliente-ok');
  });

  it("answers the enroller's validation messages and refuses users without registrarCliente or of another factoring", async () => {
    expect(await enroll(tokens.ana, { rut: '', password: '' })).toEqual({
      status: 400,
      body: { message: 'RUT y contraseña son obligatorios.', errorType: 'BadRequest' },
    });
    expect((await enroll(tokens.ana, { rut: '76354771-0', password: 'x' })).body.message).toBe('RUT no es válido.');
    expect((await enroll(tokens.beto, { rut: CLIENT, password: 'cliente-ok' })).status).toBe(403);
    const foreign = await fetch(`${gateway.url}/api/tasks/add-client-task?factoring=${FACTORING_A}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: tokens.carla },
      body: JSON.stringify({ rut: CLIENT, password: 'cliente-ok' }),
    });
    expect(foreign.status).toBe(403);
  });
});
