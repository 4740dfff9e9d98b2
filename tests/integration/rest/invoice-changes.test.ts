import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFlags } from '@domain/permissions';
import type { InvoiceChangeCandidate } from '@domain/invoice-changes/invoice-change';
import { systemScope } from '@lambdas/access/system-scope';
import type { Identity } from '@lambdas/access/identity';
import { BadRequestError, ForbiddenError } from '@lambdas/platform/errors';
import { invoiceChangesRoute } from '@lambdas/rest/api/invoice-changes';
import type { RestDeps } from '@lambdas/rest/types';
import { CarteraRepository } from '@lambdas/store/cartera-repository';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { InvoiceChangeRepository, WRITER_TIMEOUT_MS } from '@lambdas/store/invoice-change-repository';
import { INVOICE_CHANGES_LIMIT } from '@lambdas/services/invoice-changes/list-invoice-changes';
import { enrolClient } from '../../support/invoice-changes';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { UNUSED_CLIENT_RADAR } from '../../support/unused-client-radar';
import { UNUSED_STORES } from '../../support/store-stubs';

const A = '76389992-6';
const B = '77360390-1';
const ENROLLED = '76354771-K';
const ALSO_ENROLLED = '76127123-7';
/** A factoring whose records are written by two syncs at once. */
const C = '76543210-3';
/** A company whose records A kept from when it was enrolled, and no longer is. */
const LET_GO = '76873274-4';
const NOW = new Date('2026-11-20T15:00:00Z');
const DEUDOR = '96519800-8';

function change(rutEmisor: string, folio: number, changeType: 'new' | 'cesion' = 'new'): InvoiceChangeCandidate {
  return {
    key: `${changeType}#${rutEmisor}#33#${folio}`,
    at: '2026-11-20 10:00:00',
    rut_emisor: rutEmisor,
    razonsocial: `CLIENTE ${rutEmisor}`,
    invoice_data: { rutReceptor: '96519800-8', razonSocialReceptor: 'DEUDORA', fechaHoraEnSII: '2026-11-20 10:00:00' },
    folio,
    tipo_dte: 33,
    total: 119_000,
    change_type: changeType,
    is_cesionario: changeType === 'cesion' ? 1 : 0,
    razonsocial_cesionario: changeType === 'cesion' ? 'FACTORING A' : null,
  };
}

function user(companies: { rut: string; radarVentas: string }[]): Identity {
  return {
    username: 'ana',
    email: 'ana@factoring-a.cl',
    rutCesionario: A,
    razonSocial: 'FACTORING A',
    companies: companies.map(({ rut, radarVentas }) => ({
      rut,
      razonSocial: `FACTORING ${rut}`,
      flags: readFlags({ radarVentas }),
    })),
  };
}

type Answer = {
  success: boolean;
  message: string;
  data: { id: number; rut_emisor: string }[];
  count: number;
  deudoresFueraDeLimites: string[];
  masAntiguos: boolean;
};

describe('GET api/invoice-changes over dynalite: the factoring’s own feed, its enrolled clients, radarVentas', () => {
  let engines: LocalEngines;
  let deps: RestDeps;
  let clock = NOW;
  const ask = async (identity: Identity, query: Record<string, string> = {}) =>
    (await invoiceChangesRoute.handle({ identity, query, params: {}, body: null }, deps)).body as Answer & {
      lastId: number | null;
    };

  beforeAll(async () => {
    engines = await startLocalEngines();
    const changes = new InvoiceChangeRepository(engines.doc, engines.config.tables.invoiceChanges);
    for (const rutCliente of [ENROLLED, ALSO_ENROLLED])
      for (const rutFactoring of [A, B, C]) await enrolClient(engines, rutFactoring, rutCliente);
    await changes.recordNew(
      systemScope(A),
      [change(ENROLLED, 1), change(LET_GO, 2), change(ALSO_ENROLLED, 3, 'cesion'), change(ENROLLED, 4)],
      NOW,
    );
    await changes.recordNew(systemScope(B), [change(ENROLLED, 50)], NOW);
    // B holds 500,000 CLP of DEUDOR, over the 300,000 CLP ceiling it set; A set no limit.
    const carteras = new CarteraRepository(engines.doc, engines.config.tables.carteras);
    await carteras.putLimits(systemScope(B), {
      deudorParticipacionMaxima: null,
      cedenteParticipacionMaxima: null,
      porRut: [{ tipo: 'deudor', rut: DEUDOR, montoMaximo: 300_000 }],
    });
    const held = { tipo: 'deudor' as const, rut: DEUDOR, razonSocial: 'DEUDORA', cells: {}, reglas: {} };
    for (const [rut, monto] of [
      [A, 500_000],
      [B, 500_000],
    ] as const)
      await carteras.writeParties(
        systemScope(rut),
        new Map([[`deudor#${DEUDOR}`, { ...held, cells: { '|A|0': [1, monto] as [number, number] } }]]),
        [`deudor#${DEUDOR}`],
      );
    deps = {
      ...UNUSED_STORES,
      ...UNUSED_CLIENT_RADAR,
      verifier: { verify: () => Promise.reject(new Error('no token in this test')) },
      userCompanies: { listForUser: () => Promise.resolve([]) },
      changes,
      carteras,
      now: () => clock,
      credentials: new CredentialRepository(engines.doc, engines.config.tables.credentials, null),
    };
  });

  afterAll(() => engines?.stop());

  it("answers the latest records of the factoring's enrolled clients, newest first, and what follows a lastId", async () => {
    const ana = user([{ rut: A, radarVentas: '1' }]);
    const all = await ask(ana);
    expect(all).toMatchObject({ success: true, count: 3, lastId: 4, masAntiguos: false });
    expect(all.data.map((record) => [record.id, record.rut_emisor])).toEqual([
      [4, ENROLLED],
      [3, ALSO_ENROLLED],
      [1, ENROLLED],
    ]);
    const after = await ask(ana, { lastId: '1' });
    expect(after.data.map((record) => record.id)).toEqual([4, 3]);
    expect(after.lastId).toBe(4);
    expect(await ask(ana, { lastId: '4' })).toMatchObject({ data: [], count: 0, lastId: 4 });
  });

  it('says when the first load leaves older records out, one past the limit, and never for a poll', async () => {
    const changes = new InvoiceChangeRepository(engines.doc, engines.config.tables.invoiceChanges);
    const ask1 = async (rutFactoring: string, query: Record<string, string> = {}) =>
      ask(user([{ rut: rutFactoring, radarVentas: '1' }]), { factoring: rutFactoring, ...query });
    const [exact, over] = ['76111111-6', '76222222-1'];
    for (const [rutFactoring, size] of [
      [exact, INVOICE_CHANGES_LIMIT],
      [over, INVOICE_CHANGES_LIMIT + 1],
    ] as const) {
      await enrolClient(engines, rutFactoring, ENROLLED);
      const records = Array.from({ length: size }, (_, index) => change(ENROLLED, 1_000 + index));
      await changes.recordNew(systemScope(rutFactoring), records, NOW);
    }
    expect(await ask1(exact)).toMatchObject({ count: INVOICE_CHANGES_LIMIT, masAntiguos: false });
    const latest = await ask1(over);
    expect(latest).toMatchObject({ count: INVOICE_CHANGES_LIMIT, masAntiguos: true });
    // The newest records, the oldest left out.
    expect(latest.data.at(0)!.id).toBe(INVOICE_CHANGES_LIMIT + 1);
    expect(latest.data.at(-1)!.id).toBe(2);
    expect((await ask1(over, { lastId: '0' })).masAntiguos).toBe(false);
  });

  it('never answers another factoring’s feed, nor without radarVentas in the factoring asked for', async () => {
    const ana = user([
      { rut: A, radarVentas: '1' },
      { rut: B, radarVentas: '0' },
    ]);
    await expect(ask(ana, { factoring: B })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(ask(user([{ rut: A, radarVentas: '1' }]), { factoring: B })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(ask(user([{ rut: A, radarVentas: '0' }]))).rejects.toBeInstanceOf(ForbiddenError);
    const inB = await ask(user([{ rut: B, radarVentas: '1' }]), { factoring: B });
    expect(inB.data.map((record) => record.id)).toEqual([1]);
  });

  it('names the debtors beyond a Cartera limit of the factoring, none when it set no limit', async () => {
    expect((await ask(user([{ rut: A, radarVentas: '1' }]))).deudoresFueraDeLimites).toEqual([]);
    const inB = await ask(user([{ rut: B, radarVentas: '1' }]), { factoring: B });
    expect(inB.deudoresFueraDeLimites).toEqual([DEUDOR]);
  });

  it('keeps its lastId below a record a slower sync has yet to write, which the next poll then brings', async () => {
    const ana = user([{ rut: C, radarVentas: '1' }]);
    const stalled = stalledWriter(engines.doc);
    const slow = new InvoiceChangeRepository(stalled.doc, engines.config.tables.invoiceChanges);
    const fast = new InvoiceChangeRepository(engines.doc, engines.config.tables.invoiceChanges);
    const slowSync = slow.recordNew(systemScope(C), [change(ENROLLED, 1)], NOW);
    await stalled.reached;
    await fast.recordNew(systemScope(C), [change(ALSO_ENROLLED, 2)], NOW);
    const first = await ask(ana, { factoring: C });
    expect(first.data.map((record) => record.id)).toEqual([2]);
    stalled.resume();
    await slowSync;
    const next = await ask(ana, { factoring: C, lastId: String(first.lastId ?? 0) });
    expect(next.data.map((record) => record.id)).toContain(1);
    expect(next.lastId).toBe(2);
  });

  it('gives up on the ids of a sync that died holding them once the writer timeout passes', async () => {
    const rutFactoring = '77777777-7';
    await enrolClient(engines, rutFactoring, ENROLLED);
    const ana = user([{ rut: rutFactoring, radarVentas: '1' }]);
    const stalled = stalledWriter(engines.doc);
    const dead = new InvoiceChangeRepository(stalled.doc, engines.config.tables.invoiceChanges);
    const deadSync = dead.recordNew(systemScope(rutFactoring), [change(ENROLLED, 1)], NOW);
    await stalled.reached;
    const fast = new InvoiceChangeRepository(engines.doc, engines.config.tables.invoiceChanges);
    await fast.recordNew(systemScope(rutFactoring), [change(ENROLLED, 2)], NOW);
    expect((await ask(ana, { factoring: rutFactoring })).lastId).toBe(0);
    clock = new Date(NOW.getTime() + WRITER_TIMEOUT_MS + 1);
    try {
      expect((await ask(ana, { factoring: rutFactoring, lastId: '0' })).lastId).toBe(2);
    } finally {
      clock = NOW;
      stalled.resume();
      await deadSync;
    }
  });

  it('refuses a lastId that is not a whole number', async () => {
    await expect(ask(user([{ rut: A, radarVentas: '1' }]), { lastId: '-1' })).rejects.toBeInstanceOf(BadRequestError);
  });
});

/**
 * A document client that holds its first BatchWriteItem (a sync's records) until `resume`: `reached` settles when
 * that write is held, so a test can act while the sync's ids are given and its records not yet written.
 */
function stalledWriter(doc: DynamoDBDocumentClient) {
  let resume = () => {};
  let reach = () => {};
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const held = new Promise<void>((resolve) => (resume = resolve));
  let holding = false;
  const stalled: Pick<DynamoDBDocumentClient, 'send'> = {
    send: (async (command: Parameters<DynamoDBDocumentClient['send']>[0]) => {
      if (command instanceof BatchWriteCommand && !holding) {
        holding = true;
        reach();
        await held;
      }
      return doc.send(command);
    }) as DynamoDBDocumentClient['send'],
  };
  return { doc: stalled, reached, resume: () => resume() };
}
