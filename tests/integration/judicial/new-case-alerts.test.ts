import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partyId, type PartyAggregate } from '@domain/cartera/party-aggregate';
import { plannedSweep } from '@domain/judicial/sweep';
import { readFlags } from '@domain/permissions';
import type { DemoCase } from '@infra/local/demo-world/judicial-cases';
import { startLocalJudicialHost, type LocalJudicialHost } from '@infra/local/judicial-host';
import { startLocalWebhookReceiver, type LocalWebhookReceiver } from '@infra/local/webhook-receiver';
import { systemScope } from '@lambdas/access/system-scope';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import type { RegisteredUser } from '@lambdas/access/user-directory';
import { createMailSender } from '@lambdas/mail/create-mail-sender';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import { createJudicialSource } from '@lambdas/public-sources/judicial/create-judicial-source';
import { alertasUsuario } from '@lambdas/services/alerts/alert-bell';
import { AlertsSink } from '@lambdas/services/alerts/alerts-sink';
import { WebhookSink } from '@lambdas/services/events/webhook-sink';
import type { JobMessage, WebhookJobMessage } from '@lambdas/services/jobs/job-messages';
import { deliverWebhook } from '@lambdas/services/webhooks/deliver-webhook';
import { LocalSealer } from '@lambdas/platform/sealing/local-sealer';
import { getCartera } from '@lambdas/services/cartera/cartera';
import { staleAt } from '@lambdas/services/judicial/judicial-radar';
import { isEnrolledClient } from '@lambdas/services/judicial/judicial-watch';
import { runSweepJob, type SweepJobDeps } from '@lambdas/services/judicial/sweep-job';
import { AlertPreferenceRepository } from '@lambdas/store/alert-preference-repository';
import { AlertRepository } from '@lambdas/store/alert-repository';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { CarteraRepository } from '@lambdas/store/cartera-repository';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { JudicialSweepStore } from '@lambdas/store/judicial-sweep-store';
import { WebhookRepository } from '@lambdas/store/webhook-repository';
import { newWebhookSecret } from '@lambdas/webhook-delivery/webhook-signature';
import {
  CIVIL,
  COBRANZA,
  debtorCase as demoCase,
  DEUDOR,
  unpacedJudicialConfig,
  worldOf,
} from '../../support/judicial-world';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { localWebhookDelivery } from '../../support/local-webhook-delivery';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
/** A client company B enrolled (its clave stored) that no Cartera holds yet. */
const CLIENTE = '76543210-3';

/** A case against {@link CLIENTE} in the tribunal. */
const clientCase = (tribunalId: string, rol: string): DemoCase => ({
  tribunalId,
  rol,
  fecha: '02/11/2026',
  caratulado: 'PROVEEDOR NORTE / CLIENTE ENROLADO SPA',
  litigantes: [{ participante: 'DDO.', rut: CLIENTE, persona: 'Jurídica', nombre: 'CLIENTE ENROLADO SPA' }],
});

/**
 * A finished sweep of a RUT against the local judicial host, over dynalite: the first is the RUT's baseline (no alert),
 * a later one with a case the previous did not have alerts the users of the factoring holding the RUT in its Cartera
 * (never another factoring's), flags the RUT in that Cartera and delivers one signed 'judicial.causa-nueva' event to
 * that factoring's webhook (none to the other factoring's, though subscribed); a sweep with nothing new raises nothing
 * more.
 */
describe('new court cases of a Cartera RUT (local judicial host, dynalite)', () => {
  let engines: LocalEngines;
  let host: LocalJudicialHost;
  let deps: SweepJobDeps;
  let alerts: AlertRepository;
  let carteras: CarteraRepository;
  let sweeps: JudicialSweepStore;
  let webhooks: WebhookRepository;
  let receiver: LocalWebhookReceiver;
  let keyDir: string;
  const queued: JobMessage[] = [];
  const secret = newWebhookSecret();
  const cases = new Map<string, DemoCase[]>([
    [DEUDOR, [demoCase(CIVIL.id, 'C-10-2025')]],
    [CLIENTE, [clientCase(CIVIL.id, 'C-11-2025')]],
  ]);
  const world = worldOf(cases);
  const user = (username: string): RegisteredUser => ({
    username,
    email: `${username}@factoring.cl`,
    nombre: username,
    flags: readFlags({ radarJudicial: '1' }),
  });
  const members: Record<string, RegisteredUser[]> = { [FACTORING_A]: [user('ana')], [FACTORING_B]: [user('beto')] };

  beforeAll(async () => {
    host = await startLocalJudicialHost({ world });
    engines = await startLocalEngines();
    const { doc, config } = engines;
    const judicialConfig = unpacedJudicialConfig(config, host);
    const factorings = new FactoringRepository(doc, config.tables.factorings);
    await factorings.put({ rut: FACTORING_A, razonSocial: 'FACTORING A' });
    await factorings.put({ rut: FACTORING_B, razonSocial: 'FACTORING B' });
    alerts = new AlertRepository(doc, config.tables.alerts);
    carteras = new CarteraRepository(doc, config.tables.carteras);
    sweeps = new JudicialSweepStore(doc, config.tables.judicialRecords, 7);
    keyDir = await mkdtemp(path.join(os.tmpdir(), 'radar-judicial-webhook-key-'));
    const sealer = new LocalSealer(path.join(keyDir, 'master.key'));
    webhooks = new WebhookRepository(doc, config.tables.webhooks, sealer);
    const credentials = new CredentialRepository(doc, config.tables.credentials, sealer);
    await credentials.putClave(
      systemScope(FACTORING_B),
      { kind: 'cliente', rutCliente: CLIENTE },
      {
        rutUsuario: CLIENTE,
        clave: 'clave-del-cliente',
        estado: 'Activo',
        verificadaEn: '2026-11-01T00:00:00.000Z',
        registradaEn: '2026-11-01T00:00:00.000Z',
        registradaPor: 'beto@factoring.cl',
      },
    );
    receiver = await startLocalWebhookReceiver({ secret: () => secret });
    // Both factorings subscribe to new cases, with the same secret so the receiver verifies either's signature.
    for (const [rutFactoring, hook] of [
      [FACTORING_A, 'a'],
      [FACTORING_B, 'b'],
    ] as const)
      await webhooks.putSubscription(
        systemScope(rutFactoring),
        {
          tipo: 'judicial.causa-nueva',
          url: `${receiver.url}/${hook}`,
          email: 'ops@factoring.cl',
          tipoActor: 'cesionario',
          creadaEn: '2026-11-01T00:00:00.000Z',
          actualizadaEn: '2026-11-01T00:00:00.000Z',
        },
        secret,
      );
    // A holds the RUT as a debtor; B holds another debtor only.
    const held = (rut: string, razonSocial: string) =>
      new Map<string, PartyAggregate>([
        [partyId('deudor', rut), { tipo: 'deudor', rut, razonSocial, cells: {}, reglas: {} } as PartyAggregate],
      ]);
    const heldByA = held(DEUDOR, 'DEUDORA GRANDE S.A.');
    const heldByB = held('96500002-7', 'OTRA DEUDORA S.A.');
    await carteras.writeParties(systemScope(FACTORING_A), heldByA, heldByA.keys());
    await carteras.writeParties(systemScope(FACTORING_B), heldByB, heldByB.keys());
    const sink = new AlertsSink({
      users: { listForFactoring: async ({ rutFactoring }: FactoringScope) => members[rutFactoring] ?? [] },
      preferences: new AlertPreferenceRepository(doc, config.tables.alertPreferences),
      alerts,
      mail: createMailSender(config, { doc }),
      push: null,
      now: () => new Date(),
      logger: console,
    });
    deps = {
      source: createJudicialSource(judicialConfig, { doc, sealer: null }),
      sweeps,
      clock: () => new Date(),
      sleep: async () => undefined,
      settings: { concurrency: 8, paceMs: 0 },
      newCases: {
        factorings: async () => [FACTORING_A, FACTORING_B].map(systemScope),
        carteras,
        enrolled: isEnrolledClient(credentials),
        alerts: sink,
        webhooks: new WebhookSink({
          webhooks,
          factorings,
          jobs: { send: async (messages) => void queued.push(...messages) },
        }),
        logger: console,
      },
    };
  });

  afterAll(async () => {
    await receiver?.stop();
    await engines?.stop();
    await host?.stop();
    if (keyDir) await rm(keyDir, { recursive: true, force: true });
  });

  /** Runs every queued webhook delivery's first attempt, as the job worker does. */
  const deliverQueued = async () => {
    const deps = localWebhookDelivery(engines, webhooks);
    for (const message of queued.splice(0) as WebhookJobMessage[])
      expect(await deliverWebhook(deps, systemScope(message.rutFactoring), message, new Date())).toMatchObject({
        status: 'ok',
      });
  };

  /** Plans the RUT's next sweep (of the two tribunals) over its previous one, as a query or the watch does; runs it. */
  const sweep = async (rut: string) => {
    const now = new Date();
    const previous = await sweeps.get(rut);
    expect(
      await sweeps.start(plannedSweep(rut, [CIVIL, COBRANZA], now.toISOString(), previous), previous, staleAt(now)),
    );
    expect(await runSweepJob(deps, rut)).toMatchObject({ status: 'ok' });
  };
  /** The user's verified identity acting for the factoring, with radarJudicial and cesionesAdquiridas. */
  const scopeOf = (rutFactoring: string, username: string) =>
    resolveTenantScope(
      {
        username,
        email: `${username}@factoring.cl`,
        rutCesionario: rutFactoring,
        razonSocial: rutFactoring,
        companies: [{ rut: rutFactoring, razonSocial: rutFactoring, flags: readFlags({ radarJudicial: '1' }) }],
      },
      rutFactoring,
    );
  const bell = (rutFactoring: string, username: string) => alertasUsuario(scopeOf(rutFactoring, username), { alerts });
  const cartera = (rutFactoring: string) =>
    getCartera(scopeOf(rutFactoring, 'ana'), { carteras, now: () => new Date() });

  it('takes the first sweep as the baseline and alerts only the factoring holding the RUT of a new case', async () => {
    await sweep(DEUDOR);
    expect((await bell(FACTORING_A, 'ana')).alertas).toEqual([]);
    expect((await cartera(FACTORING_A)).deudores[0]!.causasJudicialesNuevas).toEqual([]);
    expect(queued).toEqual([]);

    cases.get(DEUDOR)!.push(demoCase(COBRANZA.id, 'A-77-2026'));
    await sweep(DEUDOR);
    const ana = await bell(FACTORING_A, 'ana');
    expect(ana.noLeidas).toBe(1);
    expect(ana.alertas[0]).toMatchObject({
      tipo: 'judicial.causa-nueva',
      titulo: `Causa judicial nueva: Rol A-77-2026 (${COBRANZA.nombre}) de DEUDORA GRANDE S.A.`,
      rutEmisor: null,
      folio: null,
      causa: { rut: DEUDOR, razonSocial: 'DEUDORA GRANDE S.A.', rol: 'A-77-2026', tribunal: COBRANZA.nombre },
    });
    expect((await cartera(FACTORING_A)).deudores[0]!.causasJudicialesNuevas).toMatchObject([
      { rut: DEUDOR, rol: 'A-77-2026', tribunal: COBRANZA.nombre },
    ]);
    expect((await bell(FACTORING_B, 'beto')).alertas).toEqual([]);
    expect((await cartera(FACTORING_B)).deudores[0]!.causasJudicialesNuevas).toEqual([]);

    await deliverQueued();
    expect(receiver.received.map((r) => [r.path, r.status, r.signatureValid])).toEqual([['/a', 200, true]]);
    const body = receiver.received[0]!.body;
    expect(JSON.parse(body)).toEqual({
      id: `judicial.causa-nueva|${FACTORING_A}|${DEUDOR}|${COBRANZA.nombre}|A-77-2026`,
      tipo: 'judicial.causa-nueva',
      rutFactoring: FACTORING_A,
      fecha: expect.any(String),
      parte: { rut: DEUDOR, razonSocial: 'DEUDORA GRANDE S.A.', relacion: 'deudor' },
      causa: {
        rol: 'A-77-2026',
        tribunal: COBRANZA.nombre,
        competencia: 'cobranza',
        fechaIngreso: '2026-11-02',
        caratulado: 'BANCO SUR / DEUDORA GRANDE S.A.',
        litigantes: [{ participante: 'DDO.', persona: 'Jurídica', nombre: 'DEUDORA GRANDE S.A.', rut: DEUDOR }],
      },
      detalle: `Causa judicial nueva: Rol A-77-2026 (${COBRANZA.nombre}) de DEUDORA GRANDE S.A.`,
    });
    expect(body).not.toContain(FACTORING_B);

    await sweep(DEUDOR);
    expect((await bell(FACTORING_A, 'ana')).alertas).toHaveLength(1);
    expect(queued).toEqual([]);
  });

  it('alerts the factoring that enrolled a client company no Cartera holds yet, named as the sweep names it', async () => {
    await sweep(CLIENTE);
    cases.get(CLIENTE)!.push(clientCase(COBRANZA.id, 'A-78-2026'));
    await sweep(CLIENTE);
    const beto = await bell(FACTORING_B, 'beto');
    expect(beto.alertas).toEqual([
      expect.objectContaining({
        tipo: 'judicial.causa-nueva',
        causa: expect.objectContaining({ rut: CLIENTE, razonSocial: 'CLIENTE ENROLADO SPA', rol: 'A-78-2026' }),
      }),
    ]);
    expect((await bell(FACTORING_A, 'ana')).alertas.filter((a) => a.causa?.rut === CLIENTE)).toEqual([]);
    await deliverQueued();
    const told = receiver.received.map((r) => JSON.parse(r.body) as { parte: { rut: string; relacion: string } });
    expect(told.filter((event) => event.parte.rut === CLIENTE).map((event) => event.parte.relacion)).toEqual([
      'cliente',
    ]);
    expect(receiver.received.at(-1)!.path).toBe('/b');
  });
});
