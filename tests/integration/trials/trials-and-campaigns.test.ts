import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGNS, SEEN_BEFORE, SEEN_NOW } from '@domain/campaigns';
import { AVAILABILITY_MESSAGES } from '@domain/trial-access';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import type { LocalHttpHost } from '@infra/local/http-server';
import { startLocalMailServer, type LocalMailServer } from '@infra/local/mail-server';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { createRestDeps } from '@lambdas/rest/deps';
import { route as restRoute } from '@lambdas/rest/router';
import { TRIAL_REQUEST_MESSAGE } from '@lambdas/services/campaigns/trial-request';
import { DEFAULT_SALES_ADDRESS } from '@lambdas/services/campaigns/trial-request-mail';
import type { SiiLoginCheck } from '@lambdas/sii/login-check';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { RecordingQueue } from '../../support/recording-queue';
import { startLocalIdentity, userToken, type LocalIdentity } from '../../support/local-identity';
import { waitForMail } from '../../support/mail-inbox';

const FACTORING = '76389992-6';
const CLIENT = '76354771-K';
const PASSWORD = 'clave123';
const FROM = 'Radar Cesiones <no-responder@radar-cesiones.local>';

/** The SII login check as a fake implementation of the port: every clave is right; it keeps the logins it saw. */
class AcceptingSiiLogin implements SiiLoginCheck {
  readonly attempts: string[] = [];
  async verifyClave(clave: { rutUsuario: string }, rutEmpresa: string): Promise<void> {
    this.attempts.push(`${clave.rutUsuario}>${rutEmpresa}`);
  }
}

/**
 * The free trials and the campaigns over the local API Gateway host, dynalite, cognito-local and MailDev, with real
 * tokens (client-radar §6; core-platform §1, §6, §7): the enroller refused to a factoring without its trial and
 * allowed once the platform administrator starts it, refused again once it is ended; the campaign due to a user, its
 * 'visto' recorded once, force_campaign, and the contact-us call recorded, e-mailed to sales and shown to the
 * administrator.
 */
describe('free trials and campaigns over the local API Gateway host', () => {
  let mailDir: string;
  let mail: LocalMailServer;
  let local: LocalIdentity;
  let gateway: LocalHttpHost;
  let keyDir: string;
  const sii = new AcceptingSiiLogin();
  const queue = new RecordingQueue();
  const tokens = { ana: '', admin: '' };

  const call = async (token: string, method: string, route: string, body?: unknown) => {
    const response = await fetch(`${gateway.url}${route}${route.includes('?') ? '&' : '?'}factoring=${FACTORING}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: token },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const enroll = () => call(tokens.ana, 'POST', '/api/tasks/add-client-task', { rut: CLIENT, password: 'cliente' });
  const enrollerCheck = () => call(tokens.ana, 'POST', '/api/enrolador/disponibilidad', { consulta: 'available' });
  const trial = (accion: string) => call(tokens.admin, 'POST', '/api/admin/pruebas', { accion, feature: 'enrolador' });
  const campaign = (body: Record<string, unknown>) => call(tokens.ana, 'POST', '/api/campana', body);

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(os.tmpdir(), 'radar-trials-mail-'));
    keyDir = await mkdtemp(path.join(os.tmpdir(), 'radar-trials-keys-'));
    mail = await startLocalMailServer({ directory: mailDir });
    local = await startLocalIdentity({ mail: { from: FROM, smtp: mail.smtp } });
    const config = { ...local.config, secrets: { localKeyFile: path.join(keyDir, 'master.key') } };
    gateway = await startLocalApiGateway((event) =>
      restRoute(event, createRestDeps(config, { siiLogin: sii, jobs: queue })),
    );
    const doc = createDynamoDocumentClient(config);
    await new FactoringRepository(doc, config.tables.factorings).put({
      rut: FACTORING,
      razonSocial: 'ST CAPITAL S.A.',
    });
    const attributes = { rutCesionario: FACTORING, rznSocCesionario: 'ST CAPITAL S.A.' };
    tokens.ana = await userToken(local, 'ana@stcapital.cl', PASSWORD, {
      ...attributes,
      registrarCliente: '1',
      cesionesAdquiridas: '1',
    });
    tokens.admin = await userToken(local, 'admin@radarcesiones.cl', PASSWORD, { ...attributes, userType: 'admin' });
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await local?.stop();
    await mail?.stop();
    await rm(mailDir, { recursive: true, force: true });
    await rm(keyDir, { recursive: true, force: true });
  });

  it('refuses the enroller without a trial, allows it once the administrator starts one, refuses it once ended', async () => {
    expect(await enroll()).toEqual({
      status: 403,
      body: { message: AVAILABILITY_MESSAGES['not-started'], errorType: 'Forbidden' },
    });
    expect(sii.attempts).toEqual([]);
    expect(queue.sent).toEqual([]);
    expect(await enrollerCheck()).toEqual({
      status: 200,
      body: { respuesta: 'not-started', message: AVAILABILITY_MESSAGES['not-started'] },
    });

    expect(
      (await call(tokens.ana, 'POST', '/api/admin/pruebas', { accion: 'comenzar', feature: 'enrolador' })).status,
    ).toBe(403);
    const started = await trial('comenzar');
    expect(started.status).toBe(200);
    expect(started.body.funciones).toContainEqual(
      expect.objectContaining({ feature: 'enrolador', estado: 'available', hasta: expect.any(String) as unknown }),
    );
    expect(started.body.funciones).toContainEqual(
      expect.objectContaining({ feature: 'asistente', estado: 'not-started' }),
    );

    expect(await enrollerCheck()).toEqual({ status: 200, body: { respuesta: 'available' } });
    expect(await enroll()).toMatchObject({ status: 200, body: { success: true } });
    expect(sii.attempts).toEqual([`${CLIENT}>${CLIENT}`]);
    expect(queue.sent).toEqual([{ kind: 'client-sync', rutFactoring: FACTORING, rutCliente: CLIENT }]);

    expect((await trial('comenzar')).body.message).toBe('Enrolador ya está disponible para este factoring');
    expect((await trial('terminar')).status).toBe(200);
    expect((await enroll()).body.message).toBe(AVAILABILITY_MESSAGES.ended);
    expect((await enrollerCheck()).body).toEqual({ respuesta: 'ended', message: AVAILABILITY_MESSAGES.ended });
    expect(sii.attempts).toHaveLength(1);
  });

  it("shows each campaign once per user: 'visto' recorded the first time, the next one due afterwards", async () => {
    const first = await campaign({ consulta: 'campaign' });
    expect(first.body).toMatchObject({ respuesta: CAMPAIGNS[0]!.titulo, campaign: { numero: 1, feature: 'tgr' } });
    expect((await campaign({ consulta: 'visto', campaign: 1 })).body).toEqual({ respuesta: SEEN_NOW });
    expect((await campaign({ consulta: 'visto', campaign: 1 })).body).toEqual({ respuesta: SEEN_BEFORE });
    expect((await campaign({ consulta: 'campaign' })).body).toMatchObject({ campaign: { numero: 2 } });

    const forced = await campaign({ consulta: 'campaign', force_campaign: '1' });
    expect(forced.body).toMatchObject({ campaign: { numero: 1 }, disponible: false });
    expect((await campaign({ consulta: 'visto', campaign: 99 })).status).toBe(400);
  });

  it('says a forced campaign of a feature the factoring holds in trial is available (no contact-us call)', async () => {
    const tgr = (accion: string) => call(tokens.admin, 'POST', '/api/admin/pruebas', { accion, feature: 'tgr' });
    expect((await tgr('comenzar')).status).toBe(200);
    expect((await campaign({ consulta: 'campaign', force_campaign: '1' })).body).toMatchObject({
      campaign: { numero: 1, feature: 'tgr' },
      disponible: true,
    });
    expect((await tgr('terminar')).status).toBe(200);
    expect((await campaign({ consulta: 'campaign', force_campaign: '1' })).body).toMatchObject({ disponible: false });
  });

  it('records the contact-us call, e-mails it to sales and shows it to the administrator', async () => {
    const answer = await call(tokens.ana, 'POST', '/api/campana/contacto', { campaign: 5 });
    expect(answer.body).toEqual({
      respuesta: 'solicitud registrada',
      message: TRIAL_REQUEST_MESSAGE,
      correoEnviado: true,
    });
    const sent = await waitForMail(mail.apiUrl, (m) => m.subject.includes('Radar Judicial'));
    expect(sent.to.map((to) => to.address)).toEqual([DEFAULT_SALES_ADDRESS]);
    expect(sent.text).toContain('ana@stcapital.cl');
    expect(sent.text).toContain(FACTORING);

    const overview = await call(tokens.admin, 'GET', '/api/admin/pruebas');
    expect(overview.body.solicitudes).toEqual([
      expect.objectContaining({ feature: 'radarJudicial', campaign: 5, email: 'ana@stcapital.cl' }),
    ]);
  });
});
