import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_RUT, type JudicialResponse } from '@domain/judicial/judicial-response';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import { rutFromBody } from '@domain/rut';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import { judicialDemoWorld, type JudicialDemoWorld } from '@infra/local/demo-world/judicial-cases';
import type { LocalHttpHost } from '@infra/local/http-server';
import { startLocalJudicialHost, type LocalJudicialHost } from '@infra/local/judicial-host';
import { LocalJobQueue } from '@infra/local/queue';
import { LOCAL_CONCURRENCY } from '@infra/local/jobs';
import { systemScope } from '@lambdas/access/system-scope';
import { JUDICIAL_DEFAULTS } from '@lambdas/platform/config';
import { createJudicialSource } from '@lambdas/public-sources/judicial/create-judicial-source';
import { createRestDeps } from '@lambdas/rest/deps';
import type { RestDeps } from '@lambdas/rest/types';
import { AlertRepository } from '@lambdas/store/alert-repository';
import { JUDICIAL_ALERT_TYPE } from '@domain/alerts/alert-types';
import { route } from '@lambdas/rest/router';
import { runSweepJob } from '@lambdas/services/judicial/sweep-job';
import { createAlertsSink } from '@lambdas/services/alerts/create-alerts-sink';
import { JudicialSweepStore } from '@lambdas/store/judicial-sweep-store';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { CarteraRepository } from '@lambdas/store/cartera-repository';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { partyId, type PartyAggregate } from '@domain/cartera/party-aggregate';
import { PORTFOLIO_ALERTS } from '@domain/judicial/portfolio-cross-check';
import { isHeldFromWatch } from '@domain/judicial/erasure';
import { clientDbKey, ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import { NOT_A_CLIENT } from '@lambdas/rest/api/database-url';
import { PJUD_ERROR } from '@lambdas/rest/api/pjud-routes';
import { NO_LITIGANTES_FOUND } from '@domain/pjud/litigant-answers';
import { todayInChile } from '@domain/chile-time';
import { AVAILABILITY_MESSAGES } from '@domain/trial-access';
import { startLocalIdentity, userToken, type LocalIdentity } from '../../support/local-identity';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
/** A factoring whose free trial has not begun. */
const FACTORING_C = '76000001-9';
const COMPANIES = {
  cedentes: [76100001, 76100002, 76100003].map((body) => ({ rut: rutFromBody(body), razonSocial: `EMPRESA ${body}` })),
  deudor: { rut: rutFromBody(96500001), razonSocial: 'DEUDORA GRANDE S.A.' },
};

/**
 * GET api/radar-judicial over the local API Gateway with real tokens, its sweeps run by the local job queue against
 * the local judicial host (client-radar.md §3, §4, §8): progress up to every tribunal, a second query joining the
 * running sweep, the cache within its time to live, a CAPTCHA stopping the sweep, the flag and the tenant checks; the
 * deletions of a RUT's records, by the platform administrator and by a factoring of its own.
 */
describe('GET api/radar-judicial (local judicial host)', () => {
  let local: LocalIdentity;
  let host: LocalJudicialHost;
  let api: LocalHttpHost;
  let queue: LocalJobQueue;
  let world: JudicialDemoWorld;
  let store: JudicialSweepStore;
  let carteras: CarteraRepository;
  let credentials: CredentialRepository;
  let restDeps: RestDeps;
  const tokens = { ana: '', beto: '', carla: '', dora: '', eva: '', admin: '' };

  const query = async (rut: string, token = tokens.ana, factoring = FACTORING_A) => {
    const response = await fetch(
      `${api.url}/api/radar-judicial?rut=${encodeURIComponent(rut)}&factoring=${factoring}`,
      {
        headers: { Authorization: token },
      },
    );
    return { status: response.status, body: (await response.json()) as JudicialResponse & { message?: string } };
  };
  /** Queries until the sweep is no longer running, returning every answer seen. */
  const untilSettled = async (rut: string, token = tokens.ana, factoring = FACTORING_A) => {
    const seen: JudicialResponse[] = [];
    for (;;) {
      const { body } = await query(rut, token, factoring);
      seen.push(body);
      if (!body.processingStatus.isProcessing) return seen;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const searchesOf = (rut: string) => host.searches.filter((search) => search.rut === rut).length;

  beforeAll(async () => {
    world = judicialDemoWorld(COMPANIES, 'radar');
    host = await startLocalJudicialHost({ world, slowMs: 50 });
    local = await startLocalIdentity();
    const config = {
      ...local.config,
      judicial: { ...JUDICIAL_DEFAULTS, portalUrl: host.url, paceMs: 0, concurrency: 8, ratePerSecond: 2_000 },
    };
    // One client on the engines' dynalite for every store of the test (stop() destroys it).
    const { doc } = local.engines;
    store = new JudicialSweepStore(doc, config.tables.judicialRecords, config.judicial.cacheDays);
    const sweepDeps = {
      source: createJudicialSource(config, { doc, sealer: null }),
      sweeps: store,
      clock: () => new Date(),
      sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
      settings: { concurrency: config.judicial.concurrency, paceMs: config.judicial.paceMs },
      newCases: {
        factorings: async () => [FACTORING_A, FACTORING_B, FACTORING_C].map((rut) => systemScope(rut)),
        carteras: new CarteraRepository(doc, config.tables.carteras),
        enrolled: async () => false,
        alerts: createAlertsSink(config, { doc }),
        webhooks: { publish: async () => undefined },
        logger: console,
      },
    };
    queue = new LocalJobQueue({
      run: async (message) => {
        if (message.kind !== 'judicial-sweep') throw new Error(`trabajo inesperado ${message.kind}`);
        await runSweepJob(sweepDeps, message.rut);
        return 'done';
      },
      concurrency: LOCAL_CONCURRENCY,
      retryDelayMs: 1_000,
      log: () => undefined,
    });
    const deps = createRestDeps(config, { jobs: queue });
    restDeps = deps;
    const factorings = new FactoringRepository(doc, config.tables.factorings);
    const today = todayInChile(new Date());
    await factorings.put({
      rut: FACTORING_A,
      razonSocial: 'FACTORING A',
      acceso: { pruebas: [{ feature: 'radarJudicial', desde: today, hasta: today }] },
    });
    await factorings.put({
      rut: FACTORING_B,
      razonSocial: 'FACTORING B',
      acceso: { contratadas: { radarJudicial: today } },
    });
    await factorings.put({ rut: FACTORING_C, razonSocial: 'FACTORING C' });
    api = await startLocalApiGateway((event) => route(event, deps));
    const user = (email: string, rutCesionario: string, flag: string) =>
      userToken(local, email, 'clave123', { rutCesionario, [flag]: '1' });
    tokens.ana = await user('ana@factoring-a.cl', FACTORING_A, 'radarJudicial');
    tokens.beto = await user('beto@factoring-b.cl', FACTORING_B, 'radarJudicial');
    tokens.carla = await user('carla@factoring-a.cl', FACTORING_A, 'radarClientes');
    tokens.dora = await user('dora@factoring-c.cl', FACTORING_C, 'radarJudicial');
    tokens.eva = await user('eva@factoring-b.cl', FACTORING_B, 'radarClientes');
    tokens.admin = await userToken(local, 'admin@plataforma.cl', 'clave123', {
      rutCesionario: FACTORING_A,
      userType: 'admin',
    });
    // Factoring A's Cartera holds the world's debtor and its first client; B's holds nothing.
    const parties = new Map<string, PartyAggregate>(
      [
        { tipo: 'deudor' as const, ...COMPANIES.deudor },
        { tipo: 'cedente' as const, ...COMPANIES.cedentes[0]! },
      ].map((party) => [partyId(party.tipo, party.rut), { ...party, cells: {}, reglas: {} }]),
    );
    carteras = new CarteraRepository(doc, config.tables.carteras);
    credentials = new CredentialRepository(doc, config.tables.credentials, null);
    await carteras.writeParties(systemScope(FACTORING_A), parties, parties.keys());
    const clientDbs = new ClientDbObjects(local.engines.s3, config.buckets.documents);
    for (const rut of [...COMPANIES.cedentes.map((c) => c.rut), COMPANIES.deudor.rut])
      await clientDbs.put(clientDbKey(systemScope(FACTORING_A), rut), new Uint8Array([1]), `h-${rut}`);
    await clientDbs.put(clientDbKey(systemScope(FACTORING_B), COMPANIES.deudor.rut), new Uint8Array([1]), 'h-b');
  }, 120_000);

  afterAll(async () => {
    await queue?.stop();
    await api?.stop();
    await local?.stop();
    await host?.stop();
  });

  it('sweeps every tribunal once with monotonic progress, a second query joining, then answers the records', async () => {
    const rut = world.clientWithCases;
    const first = await query(rut);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ rut, processed: false, judicialData: null });
    expect(first.body.processingStatus).toMatchObject({ isProcessing: true, totalTribunals: TRIBUNALS.length });
    const seen = await untilSettled(rut);
    const progress = seen.map((answer) => answer.processingStatus.processedTribunals);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const done = seen.at(-1)!;
    expect(done.processed).toBe(true);
    expect(done.processingStatus).toMatchObject({ processedTribunals: TRIBUNALS.length, error: false });
    expect(done.judicialData!.casos.map((c) => c.competencia).sort()).toEqual(['civil', 'cobranza', 'laboral']);
    expect(done.completeness).toMatchObject({ searchedTribunals: TRIBUNALS.length, failedTribunals: 0 });
    expect(searchesOf(rut)).toBe(TRIBUNALS.length);
  });

  it('serves the finished sweep from the cache without asking the portal again', async () => {
    const rut = world.clientWithCases;
    const before = searchesOf(rut);
    const again = await query(rut);
    expect(again.body.processed).toBe(true);
    expect(searchesOf(rut)).toBe(before);
  });

  it('serves a RUT one factoring swept to another from the same sweep, without asking the portal again', async () => {
    const rut = world.clientWithCases;
    const before = searchesOf(rut);
    const answer = await query(rut, tokens.beto, FACTORING_B);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ rut, processed: true });
    expect(answer.body.judicialData!.casos).toHaveLength(3);
    expect(searchesOf(rut)).toBe(before);
  });

  it('sweeps the portal once for two factorings asking a new RUT at the same time', async () => {
    const rut = COMPANIES.cedentes[1]!.rut;
    const [ofA, ofB] = await Promise.all([query(rut), query(rut, tokens.beto, FACTORING_B)]);
    expect([ofA.body.processingStatus.isProcessing, ofB.body.processingStatus.isProcessing]).toEqual([true, true]);
    await untilSettled(rut, tokens.beto, FACTORING_B);
    expect((await untilSettled(rut)).at(-1)!.processed).toBe(true);
    expect(searchesOf(rut)).toBe(TRIBUNALS.length);
  });

  it('refuses a factoring the user does not belong to, a user without radarJudicial and a bad RUT', async () => {
    expect((await query(world.clientWithCases, tokens.ana, FACTORING_B)).status).toBe(403);
    expect((await query(world.clientWithCases, tokens.carla)).status).toBe(403);
    expect(await query('12345678-0')).toEqual({ status: 400, body: expect.objectContaining({ message: INVALID_RUT }) });
  });

  it("checks the factoring's trial on the server: without one, no sweep and the spec's message", async () => {
    const before = host.searches.length;
    const refused = await query(world.clientWithCases, tokens.dora, FACTORING_C);
    expect(refused).toEqual({
      status: 403,
      body: expect.objectContaining({ message: AVAILABILITY_MESSAGES['not-started'] }) as unknown,
    });
    expect(host.searches.length).toBe(before);
    const check = async (token: string, factoring: string) =>
      (await fetch(`${api.url}/api/radar-judicial/disponibilidad?factoring=${factoring}`, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ consulta: 'available' }),
      }).then((response) => response.json())) as unknown;
    expect(await check(tokens.ana, FACTORING_A)).toEqual({ respuesta: 'available' });
    expect(await check(tokens.dora, FACTORING_C)).toEqual({
      respuesta: 'not-started',
      message: AVAILABILITY_MESSAGES['not-started'],
    });
  });

  it('reports failing tribunals on a finished result rather than reading as no records', async () => {
    const done = (await untilSettled(world.failingRut)).at(-1)!;
    expect(done.processed).toBe(true);
    expect(done.judicialData!.casos).toEqual([]);
    expect(done.completeness!.failedTribunals).toBe(
      TRIBUNALS.filter((t) => world.fails(world.failingRut, t.id)).length,
    );
    expect(done.completeness!.failedTribunals).toBeGreaterThan(0);
  });

  it('stops the whole sweep on a CAPTCHA and says so', async () => {
    const rut = COMPANIES.cedentes[2]!.rut;
    host.setBlock({ after: host.searches.length + 20, kind: 'captcha' });
    try {
      const stopped = (await untilSettled(rut)).at(-1)!;
      expect(stopped.processed).toBe(false);
      expect(stopped.judicialData).toBeNull();
      expect(stopped.processingStatus).toMatchObject({ isProcessing: false, error: true });
      expect(stopped.processingStatus.message).toMatch(/CAPTCHA/);
      expect(stopped.processingStatus.processedTribunals).toBeLessThanOrEqual(20);
      expect(searchesOf(rut)).toBeLessThan(20 + 8 + 1);
    } finally {
      host.setBlock(undefined);
    }
  });

  describe("the client detail's Poder Judicial tab (GET api/pjud/{rut}) reads the same sweeps", () => {
    const tab = async (rut: string, token = tokens.carla, factoring = FACTORING_A) => {
      const response = await fetch(`${api.url}/api/pjud/${rut}?factoring=${factoring}`, {
        headers: { Authorization: token },
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const litigantes = async (rol: string, rut: string, token = tokens.carla, factoring = FACTORING_A) => {
      const url = `${api.url}/api/pjud/litigantes/${encodeURIComponent(rol)}?rut=${rut}&factoring=${factoring}`;
      const response = await fetch(url, { headers: { Authorization: token } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    it("serves the radar's finished sweep as the client's cases, without asking the portal again, and a case's litigants", async () => {
      const rut = world.clientWithCases;
      const radar = (await query(rut)).body;
      const before = searchesOf(rut);
      const answer = await tab(rut);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, count: 3, data: radar.judicialData!.casos });
      expect(answer.body.processingStatus).toMatchObject({ isProcessing: false, error: false });
      expect(searchesOf(rut)).toBe(before);
      const rol = radar.judicialData!.casos[0]!.rol;
      const found = await litigantes(rol, rut);
      expect(found.status).toBe(200);
      expect(found.body.data).toEqual(radar.judicialData!.litigantes.filter((l) => l.rol === rol));
      expect((found.body.data as { rut: string | null }[]).map((l) => l.rut)).toContain(rut);
    });

    it('starts a sweep for a client never swept, answering its progress until the cases', async () => {
      const rut = COMPANIES.deudor.rut;
      const first = await tab(rut);
      expect(first.body).toMatchObject({ success: true, count: 0, data: [] });
      expect(first.body.processingStatus).toMatchObject({ isProcessing: true, totalTribunals: TRIBUNALS.length });
      let last = first;
      while ((last.body.processingStatus as { isProcessing: boolean }).isProcessing) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        last = await tab(rut);
      }
      expect(last.body.count).toBe(world.casesOf(rut).length);
      expect((await query(rut)).body.judicialData!.casos).toEqual(last.body.data);
    });

    it("reads a case's litigants only for a factoring that asked for the RUT or holds it in its Cartera", async () => {
      const rut = COMPANIES.deudor.rut;
      const rol = (await query(rut)).body.judicialData!.casos[0]!.rol;
      const never = await litigantes(rol, rut, tokens.eva, FACTORING_B);
      expect(never.status).toBe(404);
      expect(never.body.error).not.toBe(NO_LITIGANTES_FOUND);
      expect((await tab(rut, tokens.eva, FACTORING_B)).body).toMatchObject({
        success: true,
        count: world.casesOf(rut).length,
      });
      expect((await litigantes(rol, rut, tokens.eva, FACTORING_B)).status).toBe(200);
    });

    it('answers a sweep the portal stopped as the tab error, never as no records', async () => {
      const rut = COMPANIES.cedentes[2]!.rut;
      expect((await query(rut)).body.processingStatus.error).toBe(true);
      expect(await tab(rut)).toEqual({ status: 503, body: { success: false, error: PJUD_ERROR } });
    });

    it("refuses another factoring's client and a rol that is not one of the client's cases", async () => {
      const rut = world.clientWithCases;
      expect(await tab(rut, tokens.eva, FACTORING_B)).toEqual({
        status: 404,
        body: { message: NOT_A_CLIENT, errorType: 'NotFound' },
      });
      const rol = (await query(rut)).body.judicialData!.casos[0]!.rol;
      expect((await litigantes(rol, rut, tokens.eva, FACTORING_B)).status).toBe(404);
      const foreign = await litigantes(rol, COMPANIES.deudor.rut);
      expect(foreign.status).toBe(404);
      expect(foreign.body.error).not.toBe(NO_LITIGANTES_FOUND);
    });
  });

  it("cross-checks each result's litigants against the asking factoring's own Cartera", async () => {
    const client = (await query(world.clientWithCases)).body.judicialData!;
    const sued = client.casos.find((caso) => caso.alertasCartera.length > 0)!;
    expect(sued.alertasCartera).toEqual([PORTFOLIO_ALERTS.clienteDemandadoPorDeudor]);
    const of = client.litigantes.filter((l) => l.rol === sued.rol);
    expect(of.find((l) => l.rut === COMPANIES.deudor.rut)!.cartera).toEqual(['deudor']);
    expect(of.find((l) => l.rut === world.clientWithCases)!.cartera).toEqual(['cliente']);
    const deudor = (await query(COMPANIES.deudor.rut)).body.judicialData!;
    expect(deudor.casos.map((caso) => [caso.competencia, caso.alertasCartera])).toEqual(
      expect.arrayContaining([
        ['cobranza', [PORTFOLIO_ALERTS.deudorEnCobranza]],
        ['civil', []],
      ]),
    );
    const ofB = (await query(world.clientWithCases, tokens.beto, FACTORING_B)).body.judicialData!;
    expect(ofB.litigantes.flatMap((l) => l.cartera)).toEqual([]);
    expect(ofB.casos.flatMap((caso) => caso.alertasCartera)).toEqual([]);
  });

  describe("a data subject's deletion of their RUT's records (DELETE api/admin/radar-judicial/{rut})", () => {
    const erase = async (rut: string, token: string) => {
      const response = await fetch(`${api.url}/api/admin/radar-judicial/${rut}`, {
        method: 'DELETE',
        headers: { Authorization: token },
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    it('is refused to a factoring user, whose records stay', async () => {
      const rut = world.clientWithCases;
      expect((await erase(rut, tokens.ana)).status).toBe(403);
      expect((await store.rutRecord(rut)).sweep).not.toBeNull();
    });

    it("deletes the RUT's sweep and every factoring's query record, records who and when, and holds the watch", async () => {
      const rut = world.clientWithCases;
      const erased = await erase(rut, tokens.admin);
      expect(erased.status).toBe(200);
      // The sweep, and A's and B's query records.
      expect(erased.body).toMatchObject({ success: true, rut, borradoPor: 'admin@plataforma.cl', eliminados: 3 });
      const kept = await store.rutRecord(rut);
      expect(kept).toMatchObject({ sweep: null, lastAskedAt: null });
      expect(kept.erasure).toMatchObject({ rut, borradoPor: 'admin@plataforma.cl', borradoEn: erased.body.borradoEn });
      expect(isHeldFromWatch(kept.erasure, kept.lastAskedAt, new Date())).toBe(true);
      const before = searchesOf(rut);
      const again = (await untilSettled(rut)).at(-1)!;
      expect(again.processed).toBe(true);
      expect(searchesOf(rut)).toBe(before + TRIBUNALS.length);
      const asked = await store.rutRecord(rut);
      expect(isHeldFromWatch(asked.erasure, asked.lastAskedAt, new Date())).toBe(false);
    });
  });

  describe("a factoring's deletion of its own records of a RUT (DELETE api/radar-judicial/{rut})", () => {
    // Asked by A and by B (the two factorings asking at once), held in neither's Cartera.
    const rut = COMPANIES.cedentes[1]!.rut;
    const forget = async (target: string, token: string, factoring: string) => {
      const response = await fetch(`${api.url}/api/radar-judicial/${target}?factoring=${factoring}`, {
        method: 'DELETE',
        headers: { Authorization: token },
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const asked = async (factoring: string) => store.askedAt(systemScope(factoring), rut);
    const flag = (detectadaEn: string) => ({
      rut,
      causas: [
        {
          rol: 'C-1-2026',
          tribunal: TRIBUNALS[0]!.nombre,
          competencia: TRIBUNALS[0]!.competencia,
          caratulado: 'BANCO SUR / EMPRESA',
          fechaIngreso: null,
          detectadaEn,
        },
      ],
    });
    const holdInB = async (held: boolean) => {
      const party = { tipo: 'cedente' as const, ...COMPANIES.cedentes[1]!, cells: {}, reglas: {} } as PartyAggregate;
      const id = partyId('cedente', rut);
      await carteras.writeParties(systemScope(FACTORING_B), new Map(held ? [[id, party]] : []), [id]);
    };

    it('is refused for a factoring the user does not belong to, without radarJudicial and for a bad RUT', async () => {
      expect((await forget(rut, tokens.ana, FACTORING_B)).status).toBe(403);
      expect((await forget(rut, tokens.carla, FACTORING_A)).status).toBe(403);
      expect(await forget('12345678-0', tokens.ana, FACTORING_A)).toEqual({
        status: 400,
        body: expect.objectContaining({ message: INVALID_RUT }) as unknown,
      });
      expect(await asked(FACTORING_A)).not.toBeNull();
      expect(await asked(FACTORING_B)).not.toBeNull();
    });

    it("deletes only the factoring's own query record while another factoring asked for the RUT", async () => {
      expect(await forget(rut, tokens.beto, FACTORING_B)).toEqual({ status: 200, body: { success: true, rut } });
      expect(await asked(FACTORING_B)).toBeNull();
      expect(await asked(FACTORING_A)).not.toBeNull();
      const before = searchesOf(rut);
      expect((await query(rut)).body.processed).toBe(true);
      expect(searchesOf(rut)).toBe(before);
    });

    it("keeps the sweep another factoring's Cartera or enrolment reads, and its flag, and deletes it once none needs it", async () => {
      const at = new Date().toISOString();
      await carteras.putJudicialFlag(systemScope(FACTORING_A), flag(at));
      await carteras.putJudicialFlag(systemScope(FACTORING_B), flag(at));
      await holdInB(true);
      // Said the same way whether the shared sweep stays or goes: the answer never tells A about B.
      expect(await forget(rut, tokens.ana, FACTORING_A)).toEqual({ status: 200, body: { success: true, rut } });
      expect(await asked(FACTORING_A)).toBeNull();
      expect(await carteras.judicialFlag(systemScope(FACTORING_A), rut)).toBeNull();
      expect(await carteras.judicialFlag(systemScope(FACTORING_B), rut)).toEqual(flag(at));
      expect((await store.rutRecord(rut)).sweep).not.toBeNull();

      await holdInB(false);
      // B enrolled the RUT as a client: its nightly watch compares the next sweep with this one.
      await credentials.recordEstado(
        systemScope(FACTORING_B),
        { kind: 'cliente', rutCliente: rut },
        { estado: 'Activo', mensaje: null, verificadaEn: at },
      );
      expect(await forget(rut, tokens.ana, FACTORING_A)).toEqual({ status: 200, body: { success: true, rut } });
      expect((await store.rutRecord(rut)).sweep).not.toBeNull();

      await local.engines.doc.send(
        new DeleteCommand({
          TableName: local.config.tables.credentials,
          Key: { rutFactoring: FACTORING_B, sk: `cliente#${rut}` },
        }),
      );
      expect(await forget(rut, tokens.ana, FACTORING_A)).toEqual({ status: 200, body: { success: true, rut } });
      expect(await store.rutRecord(rut)).toMatchObject({ sweep: null, lastAskedAt: null });
      expect(await carteras.judicialFlag(systemScope(FACTORING_B), rut)).toEqual(flag(at));
    });

    it("deletes its users' new-case alerts of the RUT, keeping their other alerts and another factoring's", async () => {
      const alerts = new AlertRepository(local.engines.doc, local.config.tables.alerts);
      const caseAlert = (factoring: string, username: string, of: string) => {
        const { rol, tribunal, caratulado } = flag('').causas[0]!;
        const causa = { rut: of, razonSocial: '', rol, tribunal, caratulado, fechaIngreso: null };
        const creadaEn = new Date().toISOString();
        return alerts.add(systemScope(factoring), {
          username,
          eventId: `judicial.causa-nueva|${of}|${username}`,
          tipo: JUDICIAL_ALERT_TYPE,
          titulo: 'Causa judicial nueva',
          detalle: causa.caratulado,
          causa,
          fecha: creadaEn,
          creadaEn,
          enApp: true,
          enResumen: false,
        });
      };
      const usersOf = async (factoring: string) =>
        (await restDeps.users.listForFactoring(systemScope(factoring))).map((user) => user.username);
      const [usersA, usersB] = [await usersOf(FACTORING_A), await usersOf(FACTORING_B)];
      expect(usersA.length).toBeGreaterThan(0);
      const other = COMPANIES.deudor.rut;
      for (const username of usersA) {
        await caseAlert(FACTORING_A, username, rut);
        await caseAlert(FACTORING_A, username, other);
      }
      const inB = usersB[0]!;
      await caseAlert(FACTORING_B, inB, rut);
      const ruts = async (factoring: string, username: string) =>
        (await alerts.listForUser(systemScope(factoring), username, 100)).alertas.map((alerta) =>
          alerta.tipo === JUDICIAL_ALERT_TYPE ? alerta.causa.rut : null,
        );

      expect(await forget(rut, tokens.ana, FACTORING_A)).toEqual({ status: 200, body: { success: true, rut } });
      for (const username of usersA) expect(await ruts(FACTORING_A, username)).toEqual([other]);
      expect(await ruts(FACTORING_B, inB)).toEqual([rut]);
    });
  });
});
