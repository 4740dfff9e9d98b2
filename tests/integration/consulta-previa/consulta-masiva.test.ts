/**
 * The masivo prior consultation end to end on the server (core-platform §7 consultapreviaasincrono): the
 * REST route over the local API Gateway with real id tokens (cognito-local) stores the request in dynalite and sends
 * the consulta-masiva message; the in-process job queue runs it through the same runner and job services as the SQS
 * worker (lease, PlatformJobServices), which consult the local SII with the factoring's sealed certificate and e-mail
 * the result to MailDev; the history route shows it 'enviado' with its counts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChile } from '@domain/chile-time';
import type { ConsultaMasivaResumen } from '@domain/consulta-previa/consulta-masiva';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import type { LocalHttpHost } from '@infra/local/http-server';
import { LOCAL_CONCURRENCY } from '@infra/local/jobs';
import { startLocalMailServer, type LocalMailServer } from '@infra/local/mail-server';
import { LocalJobQueue, type JobBatch } from '@infra/local/queue';
import { startLocalSii, type LocalSii } from '@infra/local/sii/local-sii';
import { EMAIL_INVALIDO } from '@lambdas/services/consulta-previa/masiva-input';
import { createJobServices } from '@lambdas/jobs/create-job-services';
import { runJob } from '@lambdas/jobs/run-job';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import type { ServerConfig } from '@lambdas/platform/config';
import { createRestDeps } from '@lambdas/rest/deps';
import { route } from '@lambdas/rest/router';
import { CONSULTA_MASIVA_INICIADA } from '@lambdas/rest/v1/jwt/consultapreviaasincrono';
import type { OfferScenario } from '@infra/local/demo-world/offers';
import { writeDemoWorld, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { ConsultaMasivaRepository } from '@lambdas/store/consulta-masiva-repository';
import { LeaseRepository } from '@lambdas/store/lease-repository';
import type { LocalIdentity } from '../../support/local-identity';
import { consultaUserTokens, startConsultaIdentity } from './consulta-identity';
import { NO_FAULTS, removeDirs } from '../../support/local-sii-world';
import { inboxAttachment, waitForMail } from '../../support/mail-inbox';
import { systemScope } from '@lambdas/access/system-scope';

const ROUTE = 'v1/jwt/consultapreviaasincrono';

let manifest: DemoWorldManifest;
let sii: LocalSii;
let local: LocalIdentity;
let mail: LocalMailServer;
let config: ServerConfig;
let rest: LocalHttpHost;
let jobs: LocalJobQueue;
let batch: JobBatch;
const tokens = { ana: '', beto: '', carla: '' };
const dirs: string[] = [];

const factoring = (i: number) => manifest.factorings[i]!.rut;
const offer = (scenario: OfferScenario) => manifest.ofertas.find((o) => o.scenario === scenario)!;
const asDte = (scenario: OfferScenario) => ({
  rutEmisor: offer(scenario).rutEmisor,
  tipoDTE: offer(scenario).tipoDTE,
  folioDTE: offer(scenario).folio,
});

const call = (method: 'GET' | 'POST', token: string | undefined, body?: unknown, query = '') =>
  fetch(new URL(`${ROUTE}${query}`, rest.url), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const history = async (token: string, query = '') =>
  ((await (await call('GET', token, undefined, query)).json()) as { consultas: ConsultaMasivaResumen[] }).consultas;

beforeAll(async () => {
  const now = new Date();
  const dir = mkdtempSync(path.join(tmpdir(), 'consulta-masiva-world-'));
  const stateDir = mkdtempSync(path.join(tmpdir(), 'consulta-masiva-sii-'));
  const keyDir = mkdtempSync(path.join(tmpdir(), 'consulta-masiva-key-'));
  const mailDir = mkdtempSync(path.join(tmpdir(), 'consulta-masiva-mail-'));
  dirs.push(dir, stateDir, keyDir, mailDir);
  manifest = writeDemoWorld({ dir, seed: 'masiva', today: todayInChile(now), scale: 0.05 });
  sii = await startLocalSii({
    siiDir: dir,
    stateDir,
    companies: { factorings: manifest.factorings, clients: [] },
    behaviour: { faults: NO_FAULTS },
  });
  mail = await startLocalMailServer({ directory: mailDir });
  local = await startConsultaIdentity(sii, keyDir, now, {
    mail: { from: 'Radar Cesiones <no-responder@radar-cesiones.local>', smtp: mail.smtp },
  });
  config = local.config;
  const doc = local.engines.doc;

  const logger = { info: () => undefined, warn: () => undefined, error: console.error };
  const services = createJobServices(config, logger);
  const leases = new LeaseRepository(doc, config.tables.leases);
  jobs = new LocalJobQueue({
    run: (message, followUps) =>
      runJob({ services, leases, queue: followUps, logger, clock: () => new Date() }, message),
    concurrency: LOCAL_CONCURRENCY,
    retryDelayMs: 1_000,
    log: console.error,
  });
  batch = jobs.open();

  Object.assign(tokens, await consultaUserTokens(local, factoring(0), factoring(1)));
  const restDeps = createRestDeps(config, { jobs: batch.queue });
  rest = await startLocalApiGateway((event) => route(event, restDeps));
});

afterAll(async () => {
  await rest?.stop();
  await jobs?.stop();
  await local?.stop();
  await mail?.stop();
  await sii?.stop();
  removeDirs(...dirs);
});

describe('POST and GET /v1/jwt/consultapreviaasincrono', () => {
  it('accepts the request (202), runs it in the background, e-mails the result with its .xlsx and shows it enviado in the history', async () => {
    const dtes = [asDte('plazo-vencido'), asDte('en-plazo'), asDte('reclamada')];
    const response = await call('POST', tokens.ana, {
      functionName: 'consultaPrevia',
      email: 'resultados@f0.cl',
      dtes,
      headers: {},
    });
    expect(response.status).toBe(202);
    const started = (await response.json()) as { id: string; message: string };
    expect(started.message).toBe(CONSULTA_MASIVA_INICIADA);

    await batch.settled();
    const [consulta] = await history(tokens.ana);
    expect(consulta).toMatchObject({
      id: started.id,
      solicitadaPor: 'ana@f0.cl',
      email: 'resultados@f0.cl',
      documentos: 3,
      procesados: 3,
      estado: 'enviado',
      conteo: { si: 1, conReparos: 1, sinInformacion: 0, no: 1 },
      error: null,
    });
    expect(Date.parse(consulta!.terminadaEn!)).toBeGreaterThanOrEqual(Date.parse(consulta!.creadaEn));

    const arrived = await waitForMail(mail.apiUrl, (m) => m.to.some((to) => to.address === 'resultados@f0.cl'));
    expect(arrived.subject).toBe('Resultado de la consulta previa masiva (3 documentos)');
    expect(arrived.text).toContain('¿Financiable? Sí: 1, Con reparos: 1, No: 1.');
    for (const dte of dtes) expect(arrived.html).toContain(`text-align:right">${dte.folioDTE}</td>`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await inboxAttachment(mail.apiUrl, arrived, 'ConsultaPrevia.xlsx')) as never);
    const sheet = workbook.worksheets[0]!;
    const folios = [2, 3, 4].map((r) => sheet.getRow(r).getCell(4).value);
    expect(folios).toEqual(dtes.map((d) => d.folioDTE));
    expect([2, 3, 4].map((r) => sheet.getRow(r).getCell(8).value)).toEqual(['Sí', 'Con reparos', 'No']);

    // A repeated delivery of its message changes nothing: the request finishes once.
    const repository = new ConsultaMasivaRepository(createDynamoDocumentClient(config), config.tables.consultasMasivas);
    expect(
      await repository.finish(systemScope(factoring(0)), started.id, {
        estado: 'fallido',
        conteo: null,
        terminadaEn: new Date().toISOString(),
        error: 'x',
      }),
    ).toBe(false);
    const again = jobs.open();
    await again.queue.send([{ kind: 'consulta-masiva', rutFactoring: factoring(0), requestId: started.id }]);
    await again.settled();
    expect((await history(tokens.ana))[0]).toMatchObject({ estado: 'enviado', terminadaEn: consulta!.terminadaEn });
  });

  it('refuses no token, another factoring, a user without consultaPrevia, more than 100 documents and a bad e-mail, storing nothing', async () => {
    const body = { email: 'ana@f0.cl', dtes: [asDte('aceptada')] };
    const before = (await history(tokens.ana)).length;
    expect((await call('POST', undefined, body)).status).toBe(401);
    expect((await call('GET', undefined)).status).toBe(401);
    expect((await call('POST', tokens.ana, body, `?factoring=${factoring(1)}`)).status).toBe(403);
    expect((await call('GET', tokens.ana, undefined, `?factoring=${factoring(1)}`)).status).toBe(403);
    expect((await call('POST', tokens.beto, body)).status).toBe(403);
    expect((await call('GET', tokens.beto)).status).toBe(403);

    const tooMany = await call('POST', tokens.ana, {
      ...body,
      dtes: Array.from({ length: 101 }, (_, i) => ({ ...asDte('aceptada'), folioDTE: i + 1 })),
    });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toBe('El archivo debe tener 100 o menos DTEs.');
    const badEmail = await call('POST', tokens.ana, { ...body, email: 'no-es-correo' });
    expect(badEmail.status).toBe(400);
    expect(((await badEmail.json()) as { message: string }).message).toBe(EMAIL_INVALIDO);

    expect(await history(tokens.ana)).toHaveLength(before);
    // The other factoring's history holds none of factoring 0's requests.
    expect(await history(tokens.carla)).toEqual([]);
  });
});
