/**
 * The prior consultation end to end on the server: the service against the local SII (its protocols over a demo world
 * written for today) with the factoring's sealed certificate from the credential store, the GraphQL field over the
 * local AppSync host and the REST route over the local API Gateway, with real id tokens (cognito-local).
 */
import { systemScope } from '@lambdas/access/system-scope';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChile } from '@domain/chile-time';
import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import { startLocalAppSync } from '@infra/local/appsync';
import type { LocalHttpHost } from '@infra/local/http-server';
import { createConsultaPrevia } from '@lambdas/services/consulta-previa/create-consulta-previa';
import type { ConsultaPreviaService } from '@lambdas/services/consulta-previa/consulta-previa-service';
import { handler } from '@lambdas/graphql/handler';
import { createS3Client } from '@lambdas/platform/aws-clients';
import type { ServerConfig } from '@lambdas/platform/config';
import { createRestDeps } from '@lambdas/rest/deps';
import { route } from '@lambdas/rest/router';
import { buildWorld } from '@infra/local/demo-world/build-world';
import { worldOffers, type OfferScenario } from '@infra/local/demo-world/offers';
import { writeDemoWorld, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { parseAec } from '@domain/aec/parse';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { cessionRecord } from '../../support/cession-factory';
import type { LocalIdentity } from '../../support/local-identity';
import { consultaUserTokens, startConsultaIdentity } from './consulta-identity';
import { NO_FAULTS, removeDirs, worldDtes, type TestWorld, type WorldDte } from '../../support/local-sii-world';
import { startLocalSii, type LocalSii } from '@infra/local/sii/local-sii';
import { readFileSync } from 'node:fs';
import { postGraphql, type GraphqlAnswer } from '../../support/graphql-request';

const SEED = 'consulta';
const QUERY = `query C($inputDTE: ConsultaPreviaInput!, $rutFactoring: String!) {
  consultaPrevia(inputDTE: $inputDTE, rutFactoring: $rutFactoring) { rutEmisor folioDTE tipoDTE cedido estado glosaCedibleParaMonitor tenedor financiable motivos }
}`;

type Answer = GraphqlAnswer<{ consultaPrevia: ConsultaPreviaRow[] }>;

let world: TestWorld;
let manifest: DemoWorldManifest;
let sii: LocalSii;
let local: LocalIdentity;
let config: ServerConfig;
let service: ConsultaPreviaService;
let appsync: LocalHttpHost;
let rest: LocalHttpHost;
let dtes: WorldDte[];
const tokens = { ana: '', beto: '', carla: '' };
const dirs: string[] = [];

const factoring = (i: number) => manifest.factorings[i]!.rut;
const offer = (scenario: OfferScenario) => manifest.ofertas.find((o) => o.scenario === scenario)!;
const asDte = (o: { rutEmisor: string; tipoDTE: number; folio: number }) => ({
  rutEmisor: o.rutEmisor,
  tipoDTE: o.tipoDTE,
  folioDTE: o.folio,
});

/** A ceded document of the world whose current holder is (or is not) factoring 0. */
function cededDte(heldByFirst: boolean): WorldDte {
  const found = dtes.find((d) => {
    if (!d.aec || d.dte.tipoDTE !== 33) return false;
    const aec = parseAec(readFileSync(d.aec.file));
    return (aec.current.cesionario.rut === factoring(0)) === heldByFirst && aec.dte.rutReceptor !== factoring(0);
  });
  if (!found) throw new Error('sin documento cedido de ese tipo en el mundo de prueba');
  return found;
}

beforeAll(async () => {
  const now = new Date();
  const dir = mkdtempSync(path.join(tmpdir(), 'consulta-previa-world-'));
  const stateDir = mkdtempSync(path.join(tmpdir(), 'consulta-previa-sii-'));
  const keyDir = mkdtempSync(path.join(tmpdir(), 'consulta-previa-key-'));
  dirs.push(dir, stateDir, keyDir);
  manifest = writeDemoWorld({ dir, seed: SEED, today: todayInChile(now), scale: 0.05 });
  world = { dir, manifest, companies: { factorings: manifest.factorings, clients: [] } };
  sii = await startLocalSii({ siiDir: dir, stateDir, companies: world.companies, behaviour: { faults: NO_FAULTS } });
  dtes = await worldDtes(world);

  local = await startConsultaIdentity(sii, keyDir, now);
  config = local.config;
  const doc = local.engines.doc;
  const cessions = new CessionRepository(doc, config.tables.cessions);

  // Factoring 0 holds 5 documents of the debtor who accepted the 'aceptada' offer; that debtor claimed 2 of them.
  const rutDeudor = worldOffers(buildWorld({ seed: SEED, today: todayInChile(now), scale: 0.05 })).find(
    (o) => o.scenario === 'aceptada',
  )!.receptor.rut;
  const claim = { codigo: 'RCD', descripcion: '', fecha: `${todayInChile(now)} 09:00:00`, responsable: rutDeudor };
  await cessions.upsertMany(
    systemScope(factoring(0)),
    [1, 2, 3, 4, 5].map((folio) =>
      cessionRecord({
        rutFactoring: factoring(0),
        folio,
        fechaCesion: `${todayInChile(now)} 10:0${folio}`,
        deudor: { rut: rutDeudor, razonSocial: 'DEUDOR' },
        eventos: folio <= 2 ? [claim] : [],
      }),
    ),
  );
  service = createConsultaPrevia(config, { doc, s3: createS3Client(config), cessions });

  Object.assign(tokens, await consultaUserTokens(local, factoring(0), factoring(1)));
  appsync = await startLocalAppSync(handler);
  const restDeps = createRestDeps(config);
  rest = await startLocalApiGateway((event) => route(event, restDeps));
});

afterAll(async () => {
  await rest?.stop();
  await appsync?.stop();
  await local?.stop();
  await sii?.stop();
  removeDirs(...dirs);
});

describe('ConsultaPreviaService against the local SII', () => {
  it('answers every state of the demo world, one row per document in order, one SII failure marking only its row', async () => {
    const own = cededDte(true);
    const other = cededDte(false);
    const scenarios: OfferScenario[] = [
      'aceptada',
      'plazo-vencido',
      'en-plazo',
      'reclamada',
      'anulada',
      'rebajada',
      'sii-sin-servicio',
    ];
    const asked = [
      ...scenarios.map((s) => asDte(offer(s))),
      { ...own.dte, folioDTE: own.dte.folio },
      { ...other.dte, folioDTE: other.dte.folio },
    ].map(({ rutEmisor, tipoDTE, folioDTE }) => ({ rutEmisor, tipoDTE, folioDTE }));
    const rows = await service.consultar(systemScope(factoring(0)), asked);
    expect(rows.map((r) => r.folioDTE)).toEqual(asked.map((d) => d.folioDTE));
    const by = Object.fromEntries(scenarios.map((s, i) => [s, rows[i]!])) as Record<OfferScenario, ConsultaPreviaRow>;

    // Not ceded, accepted: its debtor claimed 2 of the 5 documents factoring 0 holds (40 % > 20 %).
    expect(by.aceptada).toMatchObject({
      cedido: false,
      estado: 'No Cedido',
      financiable: 'Con reparos',
      tenedor: null,
    });
    expect(by.aceptada.glosaCedibleParaMonitor).toBe('Deudor acepta: Aceptado pagador');
    expect(by.aceptada.motivos[0]).toBe('El deudor reclamó 2 de 5 documentos de su cartera (40 %)');
    expect(by['plazo-vencido']).toMatchObject({ estado: 'No Cedido', financiable: 'Sí' });
    expect(by['plazo-vencido'].glosaCedibleParaMonitor).toMatch(/^Deudor acepta por plazo/);
    expect(by['en-plazo']).toMatchObject({
      financiable: 'Con reparos',
      glosaCedibleParaMonitor: 'Documento pendiente de aceptación: faltan 6 días',
    });
    expect(by.reclamada).toMatchObject({
      financiable: 'No',
      glosaCedibleParaMonitor: 'Deudor reclama: Reclamo al Contenido del Documento',
    });
    expect(by.reclamada.motivos).toContain('No cedible: reclamado por el receptor (SII 24)');
    expect(by.anulada).toMatchObject({
      financiable: 'No',
      glosaCedibleParaMonitor: 'Documento anulado por nota de crédito',
    });
    expect(by.anulada.motivos).toContain('Anulado por nota de crédito dentro de los 8 días (SII 21)');
    expect(by.rebajada).toMatchObject({ financiable: 'Con reparos' });
    expect(by.rebajada.motivos[0]).toBe('Rebajado por nota de crédito (ENC)');
    expect(by['sii-sin-servicio']).toMatchObject({
      cedido: null,
      estado: 'No fue posible conectarse con el SII',
      financiable: 'Sin información (SII no respondió)',
    });

    expect(rows[7]).toMatchObject({ cedido: true, estado: 'Cedido', tenedor: factoring(0) });
    expect(rows[7]!.motivos).toContain('Ya cedido a este factoring: es parte de su cartera');
    expect(rows[8]).toMatchObject({ cedido: true, estado: 'Cedido', tenedor: null, financiable: 'No' });
    expect(rows[8]!.motivos[0]).toBe('Cedido a otro cesionario');
  });

  it('a factoring without a certificate gets every row without state, nothing fails', async () => {
    const rows = await service.consultar(systemScope('96806980-2'), [asDte(offer('aceptada'))]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      cedido: null,
      estado: 'No fue posible obtener estado',
      financiable: 'Sin información (SII no respondió)',
    });
    expect(rows[0]!.glosaEstado).toMatch(/Falta la credencial del SII/);
  });
});

describe('GraphQL consultaPrevia', () => {
  const gql = (variables: Record<string, unknown>, token?: string) =>
    postGraphql<Answer>(appsync.url, token && `Bearer ${token}`, QUERY, variables);
  const form = (rango: string, rut = offer('aceptada').rutEmisor) => ({ rut, tipo: 33, rango });
  const first = () => offer('aceptada').folio;

  it('consults the folio range of the single form for the user of the factoring', async () => {
    const answer = await gql({ inputDTE: form(`${first()}-${first() + 2}`), rutFactoring: factoring(0) }, tokens.ana);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.consultaPrevia.map((r) => [r.folioDTE, r.estado])).toEqual([
      [first(), 'No Cedido'],
      [first() + 1, 'No Cedido'],
      [first() + 2, 'No Cedido'],
    ]);
  });

  it('refuses no token, another factoring, a user without consultaPrevia and a bad form', async () => {
    const variables = { inputDTE: form(String(first())), rutFactoring: factoring(0) };
    expect((await gql(variables)).errors?.[0]?.errorType).toBe('Unauthorized');
    expect((await gql(variables, tokens.carla)).errors?.[0]?.errorType).toBe('Forbidden');
    expect((await gql(variables, tokens.beto)).errors?.[0]?.errorType).toBe('Forbidden');
    expect((await gql({ ...variables, inputDTE: form('1-11') }, tokens.ana)).errors?.[0]).toMatchObject({
      errorType: 'BadRequest',
      message: 'El rango ingresado debe ser menor o igual a 10 folios',
    });
    expect((await gql({ ...variables, inputDTE: form('1', '76354771-0') }, tokens.ana)).errors?.[0]?.message).toBe(
      'Rut ingresado inválido',
    );
  });
});

describe('REST POST /v1/jwt/consultaprevia', () => {
  const post = (body: unknown, token?: string, query = '') =>
    fetch(new URL(`v1/jwt/consultaprevia${query}`, rest.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });

  it('answers estadosDTES for the selected factoring', async () => {
    const response = await post({ dtes: [asDte(offer('reclamada')), asDte(offer('plazo-vencido'))] }, tokens.ana);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { estadosDTES: ConsultaPreviaRow[] };
    expect(body.estadosDTES.map((r) => [r.folioDTE, r.financiable])).toEqual([
      [offer('reclamada').folio, 'No'],
      [offer('plazo-vencido').folio, 'Sí'],
    ]);
  });

  it('refuses more than 20 documents, no token, another factoring and a user without consultaPrevia', async () => {
    const twentyOne = Array.from({ length: 21 }, (_, i) => ({ ...asDte(offer('aceptada')), folioDTE: i + 1 }));
    const tooMany = await post({ dtes: twentyOne }, tokens.ana);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toBe(
      'Se pueden consultar a lo más 20 documentos por llamada',
    );
    const one = { dtes: [asDte(offer('aceptada'))] };
    expect((await post(one)).status).toBe(401);
    expect((await post(one, tokens.ana, `?factoring=${factoring(1)}`)).status).toBe(403);
    expect((await post(one, tokens.beto)).status).toBe(403);
    expect((await post({ dtes: [{ rutEmisor: '1-1', tipoDTE: 33, folioDTE: 1 }] }, tokens.ana)).status).toBe(400);
  });
});
