import { rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES, type QuestionAnswer } from '@domain/assistant/assistant-contract';
import { todayInChile } from '@domain/chile-time';
import { MONTH_NAMES } from '@domain/assistant/question-window';
import { countText, formatClp } from '@domain/es-cl-format';
import { AVAILABILITY_MESSAGES } from '@domain/trial-access';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import { writeDemoWorld } from '@infra/local/demo-world/write-demo-world';
import type { LocalHttpHost } from '@infra/local/http-server';
import { systemScope } from '@lambdas/access/system-scope';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { createRestDeps } from '@lambdas/rest/deps';
import { route } from '@lambdas/rest/router';
import { gatherClientInput } from '@lambdas/services/client-db/gather-client-input';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import { writeClientDb } from '@lambdas/services/client-db/write-client-db';
import { clientDbKey, ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import { DirectoryClientFiles } from '@lambdas/store/client-files/directory-client-files';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { readDemoClientLedger } from '../../support/demo-client-ledger';
import { startLocalIdentity, userToken, type LocalIdentity } from '../../support/local-identity';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
/** A factoring whose free trial has not begun. */
const FACTORING_C = '76000001-9';
/** Credit and debit notes: not sales documents (client-detail.md §9). */
const NOTES = [56, 60, 61, 111, 112];

/**
 * POST /api/asistente over the local API Gateway with real tokens (client-radar.md §7, §8): availability, the tenant
 * check (the RUT must be one of the selected factoring's clients), 'RUT no es válido', and a question answered by the
 * rules engine with figures of a demo client's database, built from the demo world's SII files and checked against
 * those files.
 */
describe('POST api/asistente (local mode, rules engine)', () => {
  let local: LocalIdentity;
  let api: LocalHttpHost;
  let worldDir: string;
  let client = '';
  const tokens = { ana: '', beto: '', carla: '', dora: '' };

  const ask = async (body: unknown, options: { token?: string; factoring?: string; session?: string | null } = {}) => {
    const session = options.session === undefined ? 'sesion-de-prueba' : options.session;
    const response = await fetch(`${api.url}/api/asistente?factoring=${options.factoring ?? FACTORING_A}`, {
      method: 'POST',
      headers: {
        Authorization: options.token ?? tokens.ana,
        'Content-Type': 'application/json',
        ...(session === null ? {} : { 'session-id': session }),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as QuestionAnswer & { message?: string } };
  };

  beforeAll(async () => {
    local = await startLocalIdentity();
    const { config } = local;
    worldDir = mkdtempSync(path.join(os.tmpdir(), 'assistant-world-'));
    const manifest = writeDemoWorld({ dir: worldDir, seed: 'assistant-api', today: '2026-11-21', scale: 0.02 });
    client = manifest.factorings[0]!.clientes[0]!;
    const { input } = await gatherClientInput(
      { files: new DirectoryClientFiles(worldDir) },
      {
        rutFactoring: FACTORING_A,
        rutCliente: client,
        razonSocialCliente: 'EMPRESA DEMO',
        estado: 'Activo',
        now: new Date(),
        contentHash: 'h-demo',
      },
    );
    const { bytes } = writeClientDb(await loadSqlJs(), input);
    await new ClientDbObjects(local.engines.s3, config.buckets.documents).put(
      clientDbKey(systemScope(FACTORING_A), client),
      bytes,
      'h-demo',
    );
    const factorings = new FactoringRepository(createDynamoDocumentClient(config), config.tables.factorings);
    const today = todayInChile(new Date());
    await factorings.put({
      rut: FACTORING_A,
      razonSocial: 'FACTORING A',
      acceso: { pruebas: [{ feature: 'asistente', desde: today, hasta: today }] },
    });
    await factorings.put({
      rut: FACTORING_B,
      razonSocial: 'FACTORING B',
      acceso: { contratadas: { asistente: today } },
    });
    await factorings.put({ rut: FACTORING_C, razonSocial: 'FACTORING C' });
    const deps = createRestDeps(config);
    api = await startLocalApiGateway((event) => route(event, deps));
    const user = (email: string, rutCesionario: string, flag: string) =>
      userToken(local, email, 'clave123', { rutCesionario, [flag]: '1' });
    tokens.ana = await user('ana@factoring-a.cl', FACTORING_A, 'radarClientes');
    tokens.beto = await user('beto@factoring-b.cl', FACTORING_B, 'radarClientes');
    tokens.carla = await user('carla@factoring-a.cl', FACTORING_A, 'radarJudicial');
    tokens.dora = await user('dora@factoring-c.cl', FACTORING_C, 'radarClientes');
  }, 180_000);

  afterAll(async () => {
    await api?.stop();
    await local?.stop();
    if (worldDir) await rm(worldDir, { recursive: true, force: true });
  });

  it("answers the availability from the factoring's trial record", async () => {
    expect(await ask({ consulta: 'available' })).toEqual({ status: 200, body: { respuesta: 'available' } });
    expect(await ask({ consulta: 'available' }, { token: tokens.dora, factoring: FACTORING_C })).toEqual({
      status: 200,
      body: { respuesta: 'not-started', message: AVAILABILITY_MESSAGES['not-started'] },
    });
  });

  it("preheats the factoring's client with its name", async () => {
    expect(await ask({ consulta: 'preheat', rut: client })).toEqual({
      status: 200,
      body: { respuesta: 'ok', razonSocial: expect.any(String), contexto: { cliente: client } },
    });
  });

  it('answers Ventas mensuales with the figures of the demo client’s own sales files and the tab they came from', async () => {
    const sales = [...readDemoClientLedger(worldDir, client).sales.values()].filter(
      (sale) => !NOTES.includes(sale.tipo),
    );
    const month = sales.map((sale) => sale.fecha.slice(0, 7)).sort()[Math.floor(sales.length / 2)]!;
    const ofMonth = sales.filter((sale) => sale.fecha.startsWith(month));
    const total = ofMonth.reduce((sum, sale) => sum + sale.total, 0);
    const [year, monthNumber] = month.split('-') as [string, string];
    const name = MONTH_NAMES[Number(monthNumber) - 1];
    const { status, body } = await ask({ consulta: `Ventas mensuales de ${name} de ${year}`, rut: client });
    expect(status).toBe(200);
    expect(body.respuesta).toContain(`${formatClp(total)} (${countText(ofMonth.length, 'documento', 'documentos')})`);
    expect(body).toMatchObject({
      contexto: { cliente: client },
      campaign: null,
      motor: 'rules',
      fuentes: [
        { titulo: 'Ventas mensuales', enlace: expect.stringContaining(`/dashboard-clientes/${client}?tab=ventas`) },
      ],
    });
    expect(body.respuestaCorta.length).toBeLessThanOrEqual(body.respuesta.length);
  });

  it("refuses another factoring's user asking about the client: not its client, and not its factoring", async () => {
    expect(
      await ask({ consulta: 'ventas mensuales', rut: client }, { token: tokens.beto, factoring: FACTORING_B }),
    ).toEqual({
      status: 404,
      body: { message: ASSISTANT_MESSAGES.notRegistered, errorType: 'NotFound' },
    });
    expect((await ask({ consulta: 'ventas mensuales', rut: client }, { token: tokens.beto })).status).toBe(403);
  });

  it('tells an unregistered RUT and an invalid one apart (client-radar §5, §8)', async () => {
    expect(await ask({ consulta: 'preheat', rut: '96519800-8' })).toEqual({
      status: 404,
      body: { message: 'RUT no registrado por el factoring. Por favor, ingresa un nuevo RUT.', errorType: 'NotFound' },
    });
    expect(await ask({ consulta: 'preheat', rut: '96519800-1' })).toEqual({
      status: 400,
      body: { message: 'RUT no es válido', errorType: 'BadRequest' },
    });
  });

  it('refuses a user without radarClientes, a factoring whose trial has not begun, and a call without session-id', async () => {
    expect((await ask({ consulta: 'available' }, { token: tokens.carla })).status).toBe(403);
    expect(await ask({ consulta: 'preheat', rut: client }, { token: tokens.dora, factoring: FACTORING_C })).toEqual({
      status: 403,
      body: { message: AVAILABILITY_MESSAGES['not-started'], errorType: 'Forbidden' },
    });
    expect(await ask({ consulta: 'preheat', rut: client }, { session: null })).toEqual({
      status: 400,
      body: { message: ASSISTANT_MESSAGES.missingSession, errorType: 'BadRequest' },
    });
  });
});
