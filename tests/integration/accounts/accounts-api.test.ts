import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import { startLocalAppSync } from '@infra/local/appsync';
import type { LocalHttpHost } from '@infra/local/http-server';
import { startLocalMailServer, type LocalMailServer } from '@infra/local/mail-server';
import { INVITATION_SUBJECT } from '@lambdas/services/accounts/invitation-mail';
import { createGraphqlDeps } from '@lambdas/graphql/deps';
import { route as graphqlRoute } from '@lambdas/graphql/router';
import { clientDbKey, clientListDbKey, ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import { LOCAL_ENDPOINT_CREDENTIALS } from '@lambdas/platform/aws-clients';
import { ExecutiveRepository } from '@lambdas/store/executive-repository';
import { systemScope } from '@lambdas/access/system-scope';
import { createRestDeps } from '@lambdas/rest/deps';
import { route as restRoute } from '@lambdas/rest/router';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { invitationPassword } from '../../support/invitation-password';
import { inboxMails, waitForMail } from '../../support/mail-inbox';
import { enrolTotp } from '../../support/totp';
import { postGraphql } from '../../support/graphql-request';
import { readFlags } from '@domain/permissions';
import { UserCompanyRepository } from '@lambdas/store/user-company-repository';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
const CLIENT = '76354771-K';
const PASSWORD = 'clave123';
const FROM = 'Radar Cesiones <no-responder@radar-cesiones.local>';
/** The web app's address in the server configuration (ServerConfig.webOrigin): the invitation links to it. */
const WEB_ORIGIN = 'http://localhost:4200';

const USERS = `query Users($rut: String!) { users(rutFactoring: $rut) { email estado lastLogin empresasConsultadas permisos empresa } }`;
const LINKED_USERS = `query Users($rut: String!) { users(rutFactoring: $rut) { email permisos vinculada } }`;
const EMPRESAS = `query { empresasUsuario { rut } }`;
const mutation = (field: string) =>
  `mutation Run($userInput: UserInput!) { ${field}(userInput: $userInput) { success body creados { email error } } }`;
const INSERT = `mutation Csv($rows: [EjecutivoEmpresaInput!]!, $rut: String!) {
  insertarArrayEjecutivoEmpresa(rows: $rows, rutFactoring: $rut) { usernameEjecutivo rutEmpresa success body }
}`;

describe('Cuentas over the local AppSync and API Gateway hosts, cognito-local, dynalite and MailDev', () => {
  let mailDir: string;
  let mail: LocalMailServer;
  let local: LocalIdentity;
  let appsync: LocalHttpHost;
  let rest: LocalHttpHost;
  const tokens = { admin: '', plain: '', adminB: '' };

  const gql = (token: string, query: string, variables: Record<string, unknown>) =>
    postGraphql(appsync.url, token, query, variables);
  const call = async (token: string, method: string, pathAndQuery: string, body?: unknown) => {
    const response = await fetch(`${rest.url.replace(/\/$/, '')}${pathAndQuery}`, {
      method,
      headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const emailsOf = async (token: string, rut: string) => {
    const answer = await gql(token, USERS, { rut });
    expect(answer.errors).toBeUndefined();
    return (answer.data!.users as { email: string }[]).map((user) => user.email);
  };
  const userOf = async (email: string) => {
    const answer = await gql(tokens.admin, USERS, { rut: FACTORING_A });
    return (
      answer.data!.users as Array<{
        email: string;
        permisos: string[];
        estado: string;
        lastLogin: string | null;
        empresasConsultadas: number;
      }>
    ).find((user) => user.email === email);
  };

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(os.tmpdir(), 'radar-cuentas-mail-'));
    mail = await startLocalMailServer({ directory: mailDir });
    local = await startLocalIdentity({ mail: { from: FROM, smtp: mail.smtp }, webOrigin: WEB_ORIGIN });
    appsync = await startLocalAppSync((event) => graphqlRoute(event, createGraphqlDeps(local.config)));
    const restDeps = createRestDeps(local.config);
    rest = await startLocalApiGateway((event) => restRoute(event, restDeps));
    const user = async (email: string, rut: string, flags: Record<string, string>) => {
      const signedIn = await local.addUser({
        email,
        password: PASSWORD,
        attributes: { rutCesionario: rut, rznSocCesionario: 'FACTORING', ...flags },
      });
      // Cuentas operations need the signed-in user's authenticator app (lambdas/access/second-factor.ts).
      if (flags.cuentas === '1') await enrolTotp(local.config, signedIn);
      return signedIn.idToken;
    };
    // The administrator of A holds cuentas and some flags, not firmaDigital nor cesionMasiva.
    tokens.admin = await user('admin@a.cl', FACTORING_A, {
      cuentas: '1',
      cesionesAdquiridas: '1',
      cesionesCedidas: '1',
      cesionesAdeudadas: '1',
      carteraEjecutivos: '1',
      radarClientes: '1',
      notificaCesion: '1',
    });
    // No cuentas; radarClientes lets it open a client's detail (the consultation it records).
    tokens.plain = await user('plain@a.cl', FACTORING_A, { cesionesAdquiridas: '1', radarClientes: '1' });
    tokens.adminB = await user('admin@b.cl', FACTORING_B, { cuentas: '1', cesionesAdquiridas: '1' });
  }, 120_000);

  afterAll(async () => {
    await appsync?.stop();
    await rest?.stop();
    await local?.stop();
    await mail?.stop();
    if (mailDir) await rm(mailDir, { recursive: true, force: true });
  });

  it('a user without cuentas can neither list nor create users (GraphQL and REST)', async () => {
    const list = await gql(tokens.plain, USERS, { rut: FACTORING_A });
    expect(list.errors?.[0]?.errorType).toBe('Forbidden');
    const create = await gql(tokens.plain, mutation('createUser'), {
      userInput: { empresa: FACTORING_A, emails: ['x@a.cl'], permisos: [] },
    });
    expect(create.errors?.[0]?.errorType).toBe('Forbidden');
    expect((await call(tokens.plain, 'GET', `/v1/jwt/usuarios?rutEmpresa=${FACTORING_A}`)).status).toBe(403);
    expect(
      (await call(tokens.plain, 'POST', '/v1/jwt/usuarios', { email: 'x@a.cl', empresa: FACTORING_A })).status,
    ).toBe(403);
    expect((await call(tokens.plain, 'GET', `/api/users-with-login?factoring=${FACTORING_A}`)).status).toBe(403);
    expect(await emailsOf(tokens.admin, FACTORING_A)).not.toContain('x@a.cl');
  });

  it('nobody grants a flag or a company they do not hold; nothing is created', async () => {
    const flag = await gql(tokens.admin, mutation('createUser'), {
      userInput: { empresa: FACTORING_A, emails: ['nueva@a.cl'], permisos: ['cesionesAdquiridas', 'firmaDigital'] },
    });
    expect(flag.errors?.[0]).toMatchObject({
      errorType: 'Forbidden',
      message: expect.stringContaining('firmaDigital'),
    });
    const company = await gql(tokens.admin, mutation('createUser'), {
      userInput: { empresa: FACTORING_B, emails: ['nueva@a.cl'], permisos: [] },
    });
    expect(company.errors?.[0]?.errorType).toBe('Forbidden');
    const restFlag = await call(tokens.admin, 'POST', '/v1/jwt/usuarios', {
      email: 'nueva@a.cl',
      empresa: FACTORING_A,
      cesion_masiva: 1,
    });
    expect(restFlag.status).toBe(403);
    expect(await emailsOf(tokens.admin, FACTORING_A)).not.toContain('nueva@a.cl');
    expect((await inboxMails(mail.apiUrl)).some((m) => m.to.some((to) => to.address === 'nueva@a.cl'))).toBe(false);
  });

  it('creates accounts with the editor rules applied and e-mails each a temporary password that signs in', async () => {
    const answer = await gql(tokens.admin, mutation('createUser'), {
      userInput: {
        empresa: FACTORING_A,
        emails: ['uno@a.cl', 'DOS@a.cl', 'admin@a.cl'],
        permisos: ['carteraEjecutivos', 'cesionesAdeudadas', 'cesionesAdquiridas'],
      },
    });
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.createUser as { success: boolean; creados: { email: string; error: string | null }[] };
    expect(result.success).toBe(false);
    expect(result.creados).toEqual([
      { email: 'uno@a.cl', error: null },
      { email: 'dos@a.cl', error: null },
      { email: 'admin@a.cl', error: 'Ya existe un usuario con el email admin@a.cl' },
    ]);
    const uno = await userOf('uno@a.cl');
    // carteraEjecutivos forces radarClientes; cesionesAdeudadas excludes cesionesAdquiridas.
    expect(uno?.permisos.sort()).toEqual(['carteraEjecutivos', 'cesionesAdeudadas', 'radarClientes']);
    expect(uno?.estado).toBe('FORCE_CHANGE_PASSWORD');
    for (const email of ['uno@a.cl', 'dos@a.cl']) {
      const invitation = await waitForMail(
        mail.apiUrl,
        (m) => m.subject === INVITATION_SUBJECT && m.to.some((to) => to.address === email),
      );
      const password = invitationPassword(invitation, email);
      expect(password).toMatch(/^[A-Za-z0-9]{11}[0-9]$/);
      expect(invitation.html).toContain(`<a href="${WEB_ORIGIN}/"`);
      expect(invitation.html).toContain('>Ingresar a Radar Cesiones</a>');
      expect(invitation.text).toContain(`Ingresar a Radar Cesiones: ${WEB_ORIGIN}/`);
      const cognito = new CognitoIdentityProviderClient({
        region: 'local',
        endpoint: local.config.endpoints.cognito,
        credentials: LOCAL_ENDPOINT_CREDENTIALS,
      });
      const signIn = await cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: local.config.auth.clientId,
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      );
      cognito.destroy();
      expect(signIn.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    }
  });

  it('edits flags with the rules, refuses changing a flag the editor lacks, and never deletes oneself', async () => {
    const edit = await gql(tokens.admin, mutation('editUser'), {
      userInput: {
        empresa: FACTORING_A,
        email: 'uno@a.cl',
        permisos: ['cesionesAdquiridas', 'cesionesCedidas', 'notificaCesion'],
      },
    });
    expect(edit.data?.editUser).toMatchObject({ success: true, body: 'Usuario actualizado OK' });
    expect((await userOf('uno@a.cl'))?.permisos.sort()).toEqual([
      'cesionesAdquiridas',
      'cesionesCedidas',
      'notificaCesion',
    ]);
    const refused = await gql(tokens.admin, mutation('editUser'), {
      userInput: { empresa: FACTORING_A, email: 'uno@a.cl', permisos: ['cuentas', 'cesionMasiva'] },
    });
    expect(refused.errors?.[0]).toMatchObject({
      errorType: 'Forbidden',
      message: expect.stringContaining('cesionMasiva'),
    });
    const patch = await call(tokens.admin, 'PATCH', '/v1/jwt/usuarios', {
      email: 'dos@a.cl',
      empresa: FACTORING_A,
      cesiones_adquiridas: 1,
      notificaCesion: 1,
    });
    expect(patch).toMatchObject({ status: 200, body: { body: 'Usuario actualizado OK' } });
    expect((await userOf('dos@a.cl'))?.permisos.sort()).toEqual(['cesionesAdquiridas', 'notificaCesion']);
    const self = await gql(tokens.admin, mutation('deleteUser'), {
      userInput: { empresa: FACTORING_A, email: 'admin@a.cl' },
    });
    expect(self.errors?.[0]).toMatchObject({ errorType: 'BadRequest', message: 'No puede eliminar su propio usuario' });
  });

  it('sets a temporary password that signs in only to choose a new one; the 12-character rule and cuentas hold', async () => {
    const EDIT_PASS = `mutation Pass($email: String!, $password: String!, $rut: String!) {
      editPassUser(email: $email, password: $password, rutFactoring: $rut) { success body }
    }`;
    const cognito = new CognitoIdentityProviderClient({
      region: 'local',
      endpoint: local.config.endpoints.cognito,
      credentials: LOCAL_ENDPOINT_CREDENTIALS,
    });
    const signIn = (password: string) =>
      cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: local.config.auth.clientId,
          AuthParameters: { USERNAME: 'dos@a.cl', PASSWORD: password },
        }),
      );
    try {
      // Dos signs in with the invitation's password and chooses its own: CONFIRMED.
      const invitation = await waitForMail(
        mail.apiUrl,
        (m) => m.subject === INVITATION_SUBJECT && m.to.some((to) => to.address === 'dos@a.cl'),
      );
      const first = await signIn(invitationPassword(invitation, 'dos@a.cl'));
      await cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: local.config.auth.clientId,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: first.Session,
          ChallengeResponses: { USERNAME: 'dos@a.cl', NEW_PASSWORD: 'ClavePropia123' },
        }),
      );
      expect((await userOf('dos@a.cl'))?.estado).toBe('CONFIRMED');

      const short = await gql(tokens.admin, EDIT_PASS, { email: 'dos@a.cl', password: 'Corta1', rut: FACTORING_A });
      expect(short.errors?.[0]).toMatchObject({
        errorType: 'BadRequest',
        message: 'La contraseña debe tener por lo menos 12 caracteres',
      });
      const plain = await gql(tokens.plain, EDIT_PASS, {
        email: 'dos@a.cl',
        password: 'ClavePlain123',
        rut: FACTORING_A,
      });
      expect(plain.errors?.[0]?.errorType).toBe('Forbidden');
      expect((await userOf('dos@a.cl'))?.estado).toBe('CONFIRMED');

      const set = await gql(tokens.admin, EDIT_PASS, {
        email: 'dos@a.cl',
        password: 'ClaveTemporal9',
        rut: FACTORING_A,
      });
      expect(set.data?.editPassUser).toEqual({ success: true, body: 'Clave temporal asignada OK' });
      expect((await userOf('dos@a.cl'))?.estado).toBe('FORCE_CHANGE_PASSWORD');
      expect((await signIn('ClaveTemporal9')).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    } finally {
      cognito.destroy();
    }
  });

  it('another factoring’s administrator does not see, edit, delete or learn of the accounts of A', async () => {
    const inB = await emailsOf(tokens.adminB, FACTORING_B);
    expect(inB).toEqual(['admin@b.cl']);
    expect((await gql(tokens.adminB, USERS, { rut: FACTORING_A })).errors?.[0]?.errorType).toBe('Forbidden');
    const edit = await gql(tokens.adminB, mutation('editUser'), {
      userInput: { empresa: FACTORING_B, email: 'uno@a.cl', permisos: [] },
    });
    expect(edit.errors?.[0]).toMatchObject({
      errorType: 'NotFound',
      message: 'El usuario no existe en este factoring',
    });
    const remove = await call(tokens.adminB, 'DELETE', '/v1/jwt/usuarios', { email: 'uno@a.cl', empresa: FACTORING_B });
    expect(remove.status).toBe(404);
    const taken = await gql(tokens.adminB, mutation('createUser'), {
      userInput: { empresa: FACTORING_B, emails: ['uno@a.cl'], permisos: [] },
    });
    expect((taken.data?.createUser as { creados: unknown[] } | undefined)?.creados).toEqual([
      { email: 'uno@a.cl', error: 'No se pudo crear el usuario: el email no está disponible' },
    ]);
    expect(await emailsOf(tokens.admin, FACTORING_A)).toContain('uno@a.cl');
  });

  it('records sign-ins and client-detail opens for the table and the Historial de Consultas', async () => {
    const objects = new ClientDbObjects(local.engines.s3, local.config.buckets.documents);
    const SQL = await loadSqlJs();
    const list = new SQL.Database();
    list.run('CREATE TABLE empresas (rut TEXT PRIMARY KEY, razonsocial TEXT NOT NULL)');
    list.run('INSERT INTO empresas VALUES (?, ?)', [CLIENT, 'ALERCE SPA']);
    await objects.put(clientListDbKey(systemScope(FACTORING_A)), list.export(), 'h-list');
    list.close();
    await objects.put(clientDbKey(systemScope(FACTORING_A), CLIENT), new Uint8Array([1, 2, 3]), 'h-client');

    expect((await call(tokens.plain, 'POST', '/api/register-login', {})).status).toBe(200);
    expect((await call(tokens.plain, 'GET', `/api/database/${CLIENT}?factoring=${FACTORING_A}`)).status).toBe(200);
    const plain = await userOf('plain@a.cl');
    expect(plain?.lastLogin).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(plain?.empresasConsultadas).toBe(1);
    const logins = await call(tokens.admin, 'GET', `/api/users-with-login?factoring=${FACTORING_A}`);
    expect(logins.body.users).toEqual(expect.arrayContaining([{ email: 'plain@a.cl', last_login: plain?.lastLogin }]));
    const history = await call(
      tokens.admin,
      'GET',
      `/api/user-consultations?factoring=${FACTORING_A}&email=plain@a.cl`,
    );
    expect(history.body).toEqual({
      success: true,
      consultations: [{ rut: CLIENT, razonsocial: 'ALERCE SPA', timestamp: expect.any(String) }],
      impersonations: [],
    });
    expect(
      (await call(tokens.adminB, 'GET', `/api/user-consultations?factoring=${FACTORING_B}&email=plain@a.cl`)).status,
    ).toBe(404);
  });

  it('assigns executives from CSV rows, keeping good rows and reporting bad ones', async () => {
    const answer = await gql(tokens.admin, INSERT, {
      rut: FACTORING_A,
      rows: [
        { usernameEjecutivo: 'plain@a.cl', rutEmpresa: '76.354.771-k' },
        { usernameEjecutivo: 'nadie@a.cl', rutEmpresa: CLIENT },
        { usernameEjecutivo: 'plain@a.cl', rutEmpresa: '96790240-3' },
        { usernameEjecutivo: 'plain@a.cl', rutEmpresa: 'no-rut' },
      ],
    });
    expect(answer.errors).toBeUndefined();
    expect(
      (answer.data!.insertarArrayEjecutivoEmpresa as { success: boolean; body: string }[]).map((row) => [
        row.success,
        row.body,
      ]),
    ).toEqual([
      [true, 'Ejecutivo asignado correctamente'],
      [false, 'El ejecutivo no es un usuario registrado del factoring'],
      [false, 'La empresa no es cliente del factoring'],
      [false, 'Rut de empresa inválido'],
    ]);
    const executives = new ExecutiveRepository(local.engines.doc, local.config.tables.clientExecutives);
    expect(await executives.get(systemScope(FACTORING_A), CLIENT)).toEqual(['plain@a.cl']);
    expect((await gql(tokens.plain, INSERT, { rut: FACTORING_A, rows: [] })).errors?.[0]?.errorType).toBe('Forbidden');
  });

  it('deletes an account of the factoring (REST DELETE answers Usuario Eliminado OK)', async () => {
    const removed = await call(tokens.admin, 'DELETE', '/v1/jwt/usuarios', { email: 'dos@a.cl', empresa: FACTORING_A });
    expect(removed).toMatchObject({ status: 200, body: { success: true, body: 'Usuario Eliminado OK' } });
    expect(await emailsOf(tokens.admin, FACTORING_A)).not.toContain('dos@a.cl');
  });
  it("lists an account of A linked to B in B's Cuentas, and B's Desvincular removes only B from it", async () => {
    const linked = await local.addUser({
      email: 'enlace@a.cl',
      password: PASSWORD,
      attributes: { rutCesionario: FACTORING_A, rznSocCesionario: 'FACTORING', radarClientes: '1' },
    });
    await new UserCompanyRepository(local.engines.doc, local.config.tables.userCompanies).put({
      username: linked.username,
      rutEmpresa: FACTORING_B,
      razonSocial: 'FACTORING B',
      flags: readFlags({ cesionesAdquiridas: '1' }),
    });
    const companiesOf = async () =>
      ((await gql(linked.idToken, EMPRESAS, {})).data!.empresasUsuario as { rut: string }[]).map(({ rut }) => rut);
    expect(await companiesOf()).toEqual([FACTORING_A, FACTORING_B]);
    const inB = (await gql(tokens.adminB, LINKED_USERS, { rut: FACTORING_B })).data!.users;
    // Its flags in B, never those it holds at home in A.
    const asLinked = (inB as { email: string; permisos: string[]; vinculada: boolean }[]).find(
      (user) => user.email === 'enlace@a.cl',
    );
    expect(asLinked).toMatchObject({ vinculada: true, permisos: expect.arrayContaining(['cesionesAdquiridas']) });
    expect(asLinked?.permisos).not.toContain('radarClientes');

    const refused = await gql(tokens.adminB, mutation('unlinkUser'), {
      userInput: { empresa: FACTORING_B, email: 'admin@a.cl' },
    });
    expect(refused.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
    const unlinked = await gql(tokens.adminB, mutation('unlinkUser'), {
      userInput: { empresa: FACTORING_B, email: 'enlace@a.cl' },
    });
    expect(unlinked.data?.unlinkUser).toMatchObject({ success: true, body: 'Usuario desvinculado OK' });

    expect(await companiesOf()).toEqual([FACTORING_A]);
    expect(await emailsOf(tokens.adminB, FACTORING_B)).not.toContain('enlace@a.cl');
    const inA = (await gql(tokens.admin, LINKED_USERS, { rut: FACTORING_A })).data!.users;
    expect(inA).toContainEqual({
      email: 'enlace@a.cl',
      permisos: expect.arrayContaining(['radarClientes']),
      vinculada: false,
    });
  });
});
