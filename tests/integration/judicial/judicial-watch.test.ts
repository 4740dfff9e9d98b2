import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partyId, type PartyAggregate, type PartyKind } from '@domain/cartera/party-aggregate';
import { finishedSweep, plannedSweep } from '@domain/judicial/sweep';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import { WATCHED_DEBTORS } from '@domain/judicial/watch';
import { rutFromBody } from '@domain/rut';
import { systemScope } from '@lambdas/access/system-scope';
import { enrolledClients, runJudicialWatch, type JudicialWatchDeps } from '@lambdas/services/judicial/judicial-watch';
import { CarteraRepository } from '@lambdas/store/cartera-repository';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { JudicialSweepStore } from '@lambdas/store/judicial-sweep-store';
import { enrolClient } from '../../support/invoice-changes';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const FACTORING = systemScope('76389992-6');
/** 2026-11-30 02:00 in Santiago: the watch's night. */
const NIGHT = new Date('2026-11-30T05:00:00Z');
const party = (tipo: PartyKind, rut: string, monto: number): PartyAggregate => ({
  tipo,
  rut,
  razonSocial: rut,
  cells: { '2026-12-20|pendiente|0': [1, monto] },
  reglas: {},
});
/** Debtor n (1 to 22) holds n million CLP of the factoring's cessions. */
const debtor = (n: number) => rutFromBody(96_500_000 + n);
const CLIENT = rutFromBody(76_100_001);
const SWEPT_CLIENT = rutFromBody(76_100_002);
const NOT_ENROLLED = rutFromBody(76_100_003);

/**
 * A factoring's nightly watch over dynalite (its Cartera's aggregates, its enrolled clients in the credential store,
 * the shared judicial records): the sweeps it plans and queues, tick by tick within the budget.
 */
describe("a factoring's nightly judicial watch (dynalite)", () => {
  let engines: LocalEngines;
  let deps: JudicialWatchDeps;
  let sweeps: JudicialSweepStore;

  beforeAll(async () => {
    engines = await startLocalEngines();
    const { doc, config } = engines;
    sweeps = new JudicialSweepStore(doc, config.tables.judicialRecords, 7);
    const carteras = new CarteraRepository(doc, config.tables.carteras);
    const parties = [
      ...Array.from({ length: WATCHED_DEBTORS + 2 }, (_, n) => party('deudor', debtor(n + 1), (n + 1) * 1_000_000)),
      party('cedente', CLIENT, 8_500_000),
      party('cedente', NOT_ENROLLED, 50_000_000),
    ];
    const byId = new Map(parties.map((p) => [partyId(p.tipo, p.rut), p]));
    await carteras.writeParties(FACTORING, byId, byId.keys());
    for (const rut of [CLIENT, SWEPT_CLIENT]) await enrolClient(engines, FACTORING.rutFactoring, rut);
    const yesterday = '2026-11-29T05:00:00.000Z';
    await sweeps.put(finishedSweep(plannedSweep(SWEPT_CLIENT, TRIBUNALS, yesterday), yesterday));
    deps = {
      sweeps,
      clients: enrolledClients(new CredentialRepository(doc, config.tables.credentials, null)),
      carteras,
      cacheDays: 7,
    };
  });

  afterAll(async () => {
    await engines?.stop();
  });

  it('queues its enrolled clients and top debtors by exposure, the most exposure first, within each budget', async () => {
    const queued = async (budget: number) =>
      (await runJudicialWatch(deps, FACTORING, budget, NIGHT)).followUps.map((message) =>
        'rut' in message ? message.rut : '',
      );
    const first = await queued(5);
    expect(first).toEqual([debtor(22), debtor(21), debtor(20), debtor(19), debtor(18)]);
    const rest = await queued(100);
    expect(rest).toEqual([
      ...[17, 16, 15, 14, 13, 12, 11, 10, 9].map(debtor),
      CLIENT,
      ...[8, 7, 6, 5, 4, 3].map(debtor),
    ]);
    for (const rut of [...first, ...rest]) expect((await sweeps.get(rut))?.status).toBe('running');
    // A cedente not enrolled, the two smallest debtors and a client swept yesterday are not swept tonight.
    for (const rut of [NOT_ENROLLED, debtor(1), debtor(2)]) expect(await sweeps.get(rut)).toBeNull();
    expect((await sweeps.get(SWEPT_CLIENT))?.status).toBe('done');
    expect(await queued(100)).toEqual([]);
  });
});
