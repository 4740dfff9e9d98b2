import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partyId, type PartyAggregate } from '@domain/cartera/party-aggregate';
import { plannedSweep } from '@domain/judicial/sweep';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import { readFlags } from '@domain/permissions';
import type { DemoCase, JudicialDemoWorld } from '@infra/local/demo-world/judicial-cases';
import { startLocalJudicialHost, type LocalJudicialHost } from '@infra/local/judicial-host';
import { systemScope } from '@lambdas/access/system-scope';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import type { RegisteredUser } from '@lambdas/access/user-directory';
import { createMailSender } from '@lambdas/mail/create-mail-sender';
import { JUDICIAL_DEFAULTS } from '@lambdas/platform/config';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import { createJudicialSource } from '@lambdas/public-sources/judicial/create-judicial-source';
import { alertasUsuario } from '@lambdas/services/alerts/alert-bell';
import { AlertsSink } from '@lambdas/services/alerts/alerts-sink';
import { getCartera } from '@lambdas/services/cartera/cartera';
import { staleAt } from '@lambdas/services/judicial/judicial-radar';
import { runSweepJob, type SweepJobDeps } from '@lambdas/services/judicial/sweep-job';
import { AlertPreferenceRepository } from '@lambdas/store/alert-preference-repository';
import { AlertRepository } from '@lambdas/store/alert-repository';
import { CarteraRepository } from '@lambdas/store/cartera-repository';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { JudicialSweepStore } from '@lambdas/store/judicial-sweep-store';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
const DEUDOR = '96500001-9';
const [CIVIL, COBRANZA] = [
  TRIBUNALS.find((t) => t.competencia === 'civil')!,
  TRIBUNALS.find((t) => t.competencia === 'cobranza')!,
];
const demoCase = (tribunalId: string, rol: string): DemoCase => ({
  tribunalId,
  rol,
  fecha: '02/11/2026',
  caratulado: 'BANCO SUR / DEUDORA GRANDE S.A.',
  litigantes: [{ participante: 'DDO.', rut: DEUDOR, persona: 'Jurídica', nombre: 'DEUDORA GRANDE S.A.' }],
});

/**
 * A finished sweep of a RUT against the local judicial host, over dynalite: the first is the RUT's baseline (no alert),
 * a later one with a case the previous did not have alerts the users of the factoring holding the RUT in its Cartera
 * (never another factoring's) and flags the RUT in that Cartera; a sweep with nothing new raises nothing more.
 */
describe('new court cases of a Cartera RUT (local judicial host, dynalite)', () => {
  let engines: LocalEngines;
  let host: LocalJudicialHost;
  let deps: SweepJobDeps;
  let alerts: AlertRepository;
  let carteras: CarteraRepository;
  let sweeps: JudicialSweepStore;
  const cases = new Map<string, DemoCase[]>([[DEUDOR, [demoCase(CIVIL.id, 'C-10-2025')]]]);
  const world: JudicialDemoWorld = {
    casesOf: (rut) => cases.get(rut) ?? [],
    failingRut: '',
    fails: () => false,
    clientWithCases: DEUDOR,
  };
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
    const judicialConfig = {
      ...config,
      judicial: { ...JUDICIAL_DEFAULTS, portalUrl: host.url, paceMs: 0, ratePerSecond: 2_000 },
    };
    const factorings = new FactoringRepository(doc, config.tables.factorings);
    await factorings.put({ rut: FACTORING_A, razonSocial: 'FACTORING A' });
    await factorings.put({ rut: FACTORING_B, razonSocial: 'FACTORING B' });
    alerts = new AlertRepository(doc, config.tables.alerts);
    carteras = new CarteraRepository(doc, config.tables.carteras);
    sweeps = new JudicialSweepStore(doc, config.tables.judicialRecords, 7);
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
        alerts: sink,
        logger: console,
      },
    };
  });

  afterAll(async () => {
    await engines?.stop();
    await host?.stop();
  });

  /** Plans the RUT's next sweep (of the two tribunals) over its previous one, as a query or the watch does; runs it. */
  const sweep = async (rut: string) => {
    const now = new Date();
    expect(
      await sweeps.start(plannedSweep(rut, [CIVIL, COBRANZA], now.toISOString(), await sweeps.get(rut)), staleAt(now)),
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

    await sweep(DEUDOR);
    expect((await bell(FACTORING_A, 'ana')).alertas).toHaveLength(1);
  });
});
