import { systemScope } from '@lambdas/access/system-scope';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import { startLocalAppSync } from '@infra/local/appsync';
import type { LocalHttpHost } from '@infra/local/http-server';
import { startLocalMailServer, type LocalMailServer } from '@infra/local/mail-server';
import { createGraphqlDeps } from '@lambdas/graphql/deps';
import { route as graphqlRoute } from '@lambdas/graphql/router';
import { createRestDeps } from '@lambdas/rest/deps';
import { route as restRoute } from '@lambdas/rest/router';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { DocumentStore } from '@lambdas/store/document-store';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { MailRepository } from '@lambdas/store/mail-repository';
import { cessionRecord } from '../../support/cession-factory';
import { startLocalIdentity, userToken, type LocalIdentity } from '../../support/local-identity';
import { inboxAttachment, inboxMails, waitForMail } from '../../support/mail-inbox';
import { postGraphql } from '../../support/graphql-request';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
const PASSWORD = 'clave123';
const FROM = 'Radar Cesiones <no-responder@radar-cesiones.local>';
const LA_POLAR = { rut: '96874030-K', razonSocial: 'EMPRESAS LA POLAR S.A.' };
const FALABELLA = { rut: '90749000-9', razonSocial: 'FALABELLA RETAIL S.A.' };
const EMISOR = { rut: '76399752-9', razonSocial: 'COMERCIALIZADORA INNOVA MOBEL SPA' };

const NOTIFICAR = `mutation N($emails: [String!]!, $documentos: [NotificacionDocumentoInput!]!, $tipo: String!, $empresa: String!, $idempotencyKey: String) {
  notificaCesionoRecesion(emails: $emails, documentos: $documentos, tipo: $tipo, empresa: $empresa, idempotencyKey: $idempotencyKey) {
    success body notificados rechazados { rutEmisor tipo folio motivo }
  }
}`;
const DEUDOR = `query D($rut: String!, $f: String!) { deudor(rutDeudor: $rut, rutFactoring: $f) { rut email emails } }`;
const UPDATE_DEUDOR = `mutation U($rut: String!, $email: String!, $f: String!) { updateDeudor(rut: $rut, email: $email, rutFactoring: $f) { success body } }`;
const ACQUIRED = `query A($f: String!) {
  archivosElectronicoDeCesionRecuperados(fechaInicio: "2026-11-01", fechaTermino: "2026-11-24", rutFactoring: $f) {
    items { folio deudorNotificado fechaNotificacionDeudor }
  }
}`;

/** A document as the web sends it, with names and amounts a client could have tampered with. */
const documento = (folio: number) => ({
  rutEmisor: '76.399.752-9',
  tipo: 33,
  folio,
  idSecuencia: 1,
  razonSocialEmisor: 'OTRA EMPRESA',
  valorDocto: 1,
  rutDeudor: LA_POLAR.rut,
});

describe('debtor notifications over the local AppSync and API Gateway hosts, MailDev, dynalite and s3rver', () => {
  let mailDir: string;
  let mail: LocalMailServer;
  let local: LocalIdentity;
  let appsync: LocalHttpHost;
  let rest: LocalHttpHost;
  const tokens = { ana: '', beto: '', carla: '' };
  const aec = (folio: number) =>
    new TextEncoder().encode(`<?xml version="1.0" encoding="ISO-8859-1"?><AEC folio="${folio}"/>`);

  const gql = (token: string, query: string, variables: Record<string, unknown>) =>
    postGraphql(appsync.url, token, query, variables);
  const notificar = async (variables: Record<string, unknown>, token = tokens.ana) => {
    const answer = await gql(token, NOTIFICAR, { tipo: 'cesion', empresa: FACTORING_A, ...variables });
    expect(answer.errors).toBeUndefined();
    return answer.data!.notificaCesionoRecesion as {
      success: boolean;
      body: string;
      notificados: number;
      rechazados: unknown[];
    };
  };
  const post = async (token: string, body: unknown) => {
    const response = await fetch(`${rest.url}/v1/jwt/notificacion-deudor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string; notificados?: number } };
  };

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(os.tmpdir(), 'radar-notif-mail-'));
    mail = await startLocalMailServer({ directory: mailDir });
    local = await startLocalIdentity({ mail: { from: FROM, smtp: mail.smtp } });
    appsync = await startLocalAppSync((event) => graphqlRoute(event, createGraphqlDeps(local.config)));
    const restDeps = createRestDeps(local.config);
    rest = await startLocalApiGateway((event) => restRoute(event, restDeps));
    const cessions = new CessionRepository(local.engines.doc, local.config.tables.cessions);
    const documents = new DocumentStore(local.engines.s3, local.config.buckets.documents);
    await new FactoringRepository(local.engines.doc, local.config.tables.factorings).put({
      rut: FACTORING_A,
      razonSocial: 'ST CAPITAL S.A.',
    });
    const held = [
      { folio: 100, deudor: LA_POLAR, montoDocumento: 1_190_000, montoCedido: 1_000_000 },
      { folio: 101, deudor: LA_POLAR, montoDocumento: 595_000, montoCedido: 595_000 },
      { folio: 200, deudor: FALABELLA, montoDocumento: 2_380_000, montoCedido: 2_000_000 },
    ];
    for (const [index, fields] of held.entries()) {
      const aecKey = `aec/${EMISOR.rut}/33/${fields.folio}/SEQ-1.xml`;
      await documents.putAec(aecKey, aec(fields.folio));
      await cessions.upsert(
        systemScope(FACTORING_A),
        cessionRecord({
          ...fields,
          rutFactoring: FACTORING_A,
          emisor: EMISOR,
          cedente: EMISOR,
          fechaCesion: `2026-11-2${index} 10:00`,
          aecKey,
        }),
      );
    }
    const user = (email: string, rut: string, flags: Record<string, string>) =>
      userToken(local, email, PASSWORD, { rutCesionario: rut, rznSocCesionario: 'X', ...flags });
    tokens.ana = await user('ana@stcapital.cl', FACTORING_A, { notificaciones: '1', cesionesAdquiridas: '1' });
    tokens.beto = await user('beto@stcapital.cl', FACTORING_A, { cesionesAdquiridas: '1' });
    tokens.carla = await user('carla@b.cl', FACTORING_B, { notificaciones: '1' });
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled([appsync?.stop(), rest?.stop()]);
    await Promise.allSettled([local?.stop(), mail?.stop()]);
    if (mailDir) await rm(mailDir, { recursive: true, force: true });
  });

  it('refuses users without notificaciones or acting for another factoring, on GraphQL and REST', async () => {
    const variables = {
      emails: ['pagos@lapolar.cl'],
      documentos: [documento(100)],
      tipo: 'cesion',
      empresa: FACTORING_A,
    };
    expect((await gql(tokens.beto, NOTIFICAR, variables)).errors?.[0]?.errorType).toBe('Forbidden');
    expect((await gql(tokens.carla, NOTIFICAR, variables)).errors?.[0]?.errorType).toBe('Forbidden');
    expect((await gql(tokens.beto, DEUDOR, { rut: LA_POLAR.rut, f: FACTORING_A })).errors?.[0]?.errorType).toBe(
      'Forbidden',
    );
    expect((await post(tokens.beto, { ...variables, rutCesionario: FACTORING_A })).status).toBe(403);
    expect(await inboxMails(mail.apiUrl)).toEqual([]);
  });

  it("answers the spec's messages and names the documents it does not hold, sending nothing", async () => {
    expect(await notificar({ emails: [], documentos: [documento(100)] })).toMatchObject({
      success: false,
      body: 'Error al notificar!',
    });
    expect(await notificar({ emails: ['pagos@lapolar.cl'], documentos: [] })).toMatchObject({
      success: false,
      body: 'Debe elegir por lo menos un documento!',
    });
    expect(await notificar({ emails: ['pagos@lapolar'], documentos: [documento(100)] })).toMatchObject({
      body: 'Error al notificar! Emails inválidos: pagos@lapolar',
    });
    const foreign = await notificar({ emails: ['pagos@lapolar.cl'], documentos: [documento(100), documento(999)] });
    expect(foreign).toMatchObject({
      success: false,
      notificados: 0,
      rechazados: [{ rutEmisor: EMISOR.rut, tipo: 33, folio: 999, motivo: 'Documento no encontrado' }],
    });
    // Held as cesionario only: not a document of a recesion notice.
    expect(
      await notificar({ tipo: 'recesion', emails: ['pagos@lapolar.cl'], documentos: [documento(100)] }),
    ).toMatchObject({ success: false, notificados: 0 });
    expect(await inboxMails(mail.apiUrl)).toEqual([]);
  });

  it('mails the stored facts and AECs, records the mail, marks the documents and remembers the e-mails', async () => {
    const result = await notificar({
      emails: ['Pagos@LaPolar.cl, tesoreria@lapolar.cl'],
      documentos: [documento(100), documento(101)],
    });
    expect(result).toEqual({
      success: true,
      body: 'Se notificó a EMPRESAS LA POLAR S.A. (2 documentos)',
      notificados: 2,
      rechazados: [],
    });

    const received = await waitForMail(mail.apiUrl, (m) => m.subject.includes('LA POLAR'));
    expect(received.to.map((t) => t.address).sort()).toEqual(['pagos@lapolar.cl', 'tesoreria@lapolar.cl']);
    expect(received.text).toContain('$1.190.000');
    expect(received.text).toContain('$1.000.000');
    expect(received.text).toContain('COMERCIALIZADORA INNOVA MOBEL SPA (RUT 76.399.752-9)');
    expect(received.text).toContain('ST CAPITAL S.A. (RUT 76.389.992-6)');
    expect(received.text).not.toContain('OTRA EMPRESA');
    expect(received.attachments?.map((a) => a.filename).sort()).toEqual([
      '76399752-9_33_100_AEC.xml',
      '76399752-9_33_101_AEC.xml',
    ]);
    expect(await inboxAttachment(mail.apiUrl, received, '76399752-9_33_101_AEC.xml')).toEqual(Buffer.from(aec(101)));

    const records = await new MailRepository(local.engines.doc, local.config.tables).listForFactoring(
      systemScope(FACTORING_A),
    );
    expect(records.map((r) => [r.kind, r.estado, [...r.to].sort()])).toEqual([
      ['notificacion-cesion', 'enviado', ['pagos@lapolar.cl', 'tesoreria@lapolar.cl']],
    ]);

    const list = await gql(tokens.ana, ACQUIRED, { f: FACTORING_A });
    const items = (
      list.data!.archivosElectronicoDeCesionRecuperados as {
        items: { folio: number; deudorNotificado: number; fechaNotificacionDeudor: string | null }[];
      }
    ).items;
    expect(items.map((i) => [i.folio, i.deudorNotificado, i.fechaNotificacionDeudor !== null]).sort()).toEqual([
      [100, 1, true],
      [101, 1, true],
      [200, 0, false],
    ]);
    expect((await gql(tokens.ana, DEUDOR, { rut: '96.874.030-k', f: FACTORING_A })).data).toEqual({
      deudor: {
        rut: LA_POLAR.rut,
        email: 'pagos@lapolar.cl, tesoreria@lapolar.cl',
        emails: ['pagos@lapolar.cl', 'tesoreria@lapolar.cl'],
      },
    });
  });

  it('notifies through the REST endpoint with the same rules (422 with the reason when refused)', async () => {
    expect(
      await post(tokens.ana, {
        emails: ['pagos@falabella.cl'],
        documentos: [],
        tipo: 'cesion',
        rutCesionario: FACTORING_A,
      }),
    ).toMatchObject({
      status: 422,
      body: { message: 'Debe elegir por lo menos un documento!' },
    });
    const ok = await post(tokens.ana, {
      emails: 'pagos@falabella.cl',
      documentos: [documento(200)],
      tipo: 'cesion',
      rutCesionario: '76.389.992-6',
    });
    expect(ok).toMatchObject({
      status: 200,
      body: { message: 'Se notificó a FALABELLA RETAIL S.A. (1 documento)', notificados: 1 },
    });
    const received = await waitForMail(mail.apiUrl, (m) => m.subject.includes('FALABELLA'));
    expect(received.attachments?.map((a) => a.filename)).toEqual(['76399752-9_33_200_AEC.xml']);
  });

  it('e-mails once however often the REST notification is retried, with its Idempotency-Key or the same body', async () => {
    const body = {
      emails: 'pagos@lapolar.cl',
      documentos: [documento(101)],
      tipo: 'cesion',
      rutCesionario: FACTORING_A,
    };
    const send = async (headers: Record<string, string>) => {
      const response = await fetch(`${rest.url}/v1/jwt/notificacion-deudor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.ana}`, ...headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    };
    for (const headers of [{ 'idempotency-key': 'reintento-1' }, {}] as Record<string, string>[]) {
      const before = (await inboxMails(mail.apiUrl)).length;
      const first = await send(headers);
      expect(first).toMatchObject({
        status: 200,
        body: { message: 'Se notificó a EMPRESAS LA POLAR S.A. (1 documento)' },
      });
      await expect.poll(async () => (await inboxMails(mail.apiUrl)).length).toBe(before + 1);
      expect(await send(headers)).toEqual(first);
      expect(await send(headers)).toEqual(first);
      expect((await inboxMails(mail.apiUrl)).length).toBe(before + 1);
    }
  });

  it('e-mails once however often notificaCesionoRecesion is retried, with its idempotencyKey or the same arguments', async () => {
    const variables = { emails: ['pagos@falabella.cl'], documentos: [documento(200)] };
    for (const key of [{ idempotencyKey: 'reintento-gql-1' }, {}]) {
      const before = (await inboxMails(mail.apiUrl)).length;
      const first = await notificar({ ...variables, ...key });
      expect(first).toMatchObject({ success: true, notificados: 1 });
      await expect.poll(async () => (await inboxMails(mail.apiUrl)).length).toBe(before + 1);
      expect(await notificar({ ...variables, ...key })).toEqual(first);
      expect(await notificar({ ...variables, ...key })).toEqual(first);
      expect((await inboxMails(mail.apiUrl)).length).toBe(before + 1);
    }
  });

  it('updateDeudor replaces the kept e-mails and refuses invalid ones', async () => {
    const update = async (email: string) =>
      (await gql(tokens.ana, UPDATE_DEUDOR, { rut: FALABELLA.rut, email, f: FACTORING_A })).data!.updateDeudor;
    expect(await update('cobranza@falabella.cl; malo')).toEqual({ success: false, body: 'Emails inválidos: malo' });
    expect((await gql(tokens.ana, DEUDOR, { rut: FALABELLA.rut, f: FACTORING_A })).data!.deudor).toMatchObject({
      emails: ['pagos@falabella.cl'],
    });
    expect(await update('cobranza@falabella.cl; Pagos@Falabella.cl')).toEqual({ success: true, body: 'ok' });
    expect((await gql(tokens.ana, DEUDOR, { rut: FALABELLA.rut, f: FACTORING_A })).data!.deudor).toMatchObject({
      emails: ['cobranza@falabella.cl', 'pagos@falabella.cl'],
    });
  });
});
