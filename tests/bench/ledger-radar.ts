import { performance } from 'node:perf_hooks';
import { addMinutes, format } from 'date-fns';
import { readFlags } from '@domain/permissions';
import type { PeriodCessionRow } from '@domain/period-types';
import type { RcvRow } from '@domain/rcv/types';
import { detectClientChanges } from '@domain/invoice-changes/detect-changes';
import { radarWindowStart } from '@domain/invoice-changes/radar-window';
import { systemScope } from '@lambdas/access/system-scope';
import type { Identity } from '@lambdas/access/identity';
import { invoiceChangesRoute } from '@lambdas/rest/api/invoice-changes';
import { createRestDeps } from '@lambdas/rest/deps';
import { batchWrite } from '@lambdas/store/batch-write';
import { InvoiceChangeRepository } from '@lambdas/store/invoice-change-repository';
import { enrolClient, invoiceChange } from '../support/invoice-changes';
import { startLocalEngines } from '../support/local-engines';
import { p50p95Ms, percentile, round } from './stats';

const RUT_FACTORING = '76389992-6';
const OTHER_FACTORING = '77360390-1';
const NOW = new Date('2026-11-20T15:00:00Z');
/** Months of sales a sync reads when the 8-day window crosses into the previous month. */
const LEDGER_START = new Date(2026, 9, 1, 8, 0);
const LEDGER_MINUTES = 50 * 24 * 60;
/** One sale in this many is ceded (alternately to the factoring and to another). */
const CEDED_EVERY = 20;

const clientRut = (i: number) => `${76_000_000 + i}-0`;

/** A client's sales ledger of `size` rows spread over the months the sync reads, and its cessions as cedente. */
function clientLedger(rutCliente: string, size: number): { ventas: RcvRow[]; cesiones: PeriodCessionRow[] } {
  const ventas: RcvRow[] = [];
  const cesiones: PeriodCessionRow[] = [];
  for (let i = 0; i < size; i++) {
    const at = addMinutes(LEDGER_START, Math.floor((i * LEDGER_MINUTES) / size));
    const fechaHoraEnSII = format(at, 'yyyy-MM-dd HH:mm:ss');
    const rutReceptor = `${96_000_000 + (i % 500)}-0`;
    ventas.push({
      line: i + 2,
      ventaOCompra: 'venta',
      tipoDTE: i % 50 === 0 ? 61 : 33,
      folio: 1_000 + i,
      rutEmisor: rutCliente,
      rutReceptor,
      razonSocial: `DEUDOR ${i % 500}`,
      fechaEmision: fechaHoraEnSII.slice(0, 10),
      fechaHoraEnSII,
      fechaAcuse: i % 7 === 0 ? fechaHoraEnSII : null,
      fechaReclamo: i % 97 === 0 ? fechaHoraEnSII : null,
      montoExento: 0,
      montoNeto: 100_000,
      montoIva: 19_000,
      total: 119_000,
      referencias: i % 50 === 0 ? [{ tipoReferencia: 33, folioReferencia: 999 + i }] : [],
      otrosImpuestos: [],
    });
    if (i % CEDED_EVERY === 1)
      cesiones.push({
        vendedor: rutCliente,
        estadoCesion: 'Cesion Vigente',
        deudor: rutReceptor,
        mailDeudor: null,
        tipoDoc: 33,
        nombreDoc: 'Factura Electronica',
        folioDoc: 1_000 + i,
        fchEmisDte: fechaHoraEnSII.slice(0, 10),
        mntTotal: 119_000,
        cedente: rutCliente,
        rzCedente: `CLIENTE ${rutCliente}`,
        mailCedente: null,
        cesionario: Math.floor(i / CEDED_EVERY) % 2 === 0 ? RUT_FACTORING : OTHER_FACTORING,
        rzCesionario: 'FACTORING',
        mailCesionario: null,
        fchCesion: format(addMinutes(at, 30), 'yyyy-MM-dd HH:mm'),
        mntCesion: 119_000,
        fchVencimiento: null,
      });
  }
  return { ventas, cesiones };
}

/** Median ms of `runs` calls of `work`. */
function medianMs(runs: number, work: () => unknown): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    work();
    times.push(performance.now() - t0);
  }
  return percentile(times, 50);
}

/**
 * The sales-ledger radar (client-radar.md §3, §4, §7): the change detection over one client of `bigClient` sales rows
 * and over `clients` clients of `perClient` rows each (the months an 8-day window reads, one sale in 20 ceded); the
 * repository recording a sync's changes and the same sync again (nothing new) on dynalite; and GET
 * api/invoice-changes over `records` change records of `clients` enrolled clients, first page and a `lastId` poll of
 * 50 new records (p50/p95 in ms, through the route with the REST dependencies on dynalite, no HTTP or token).
 * @throws when the endpoint does not answer the seeded feed.
 */
export async function benchLedgerRadar({
  bigClient = 300_000,
  clients = 200,
  perClient = 1_500,
  records = 100_000,
  syncRecords = 1_000,
  runs = 20,
} = {}): Promise<Record<string, number>> {
  const desde = radarWindowStart(NOW);
  const big = clientLedger(clientRut(0), bigClient);
  let bigChanges = 0;
  const bigDetectMs = medianMs(5, () => {
    bigChanges = detectClientChanges({ rutFactoring: RUT_FACTORING, rutCliente: clientRut(0), ...big, desde }).length;
  });
  const ledgers = Array.from({ length: clients }, (_, i) => ({
    rut: clientRut(i),
    ...clientLedger(clientRut(i), perClient),
  }));
  const allClientsDetectMs = medianMs(5, () => {
    for (const { rut, ventas, cesiones } of ledgers)
      detectClientChanges({ rutFactoring: RUT_FACTORING, rutCliente: rut, ventas, cesiones, desde });
  });

  const engines = await startLocalEngines();
  try {
    const changes = new InvoiceChangeRepository(engines.doc, engines.config.tables.invoiceChanges);
    const candidates = detectClientChanges({
      rutFactoring: OTHER_FACTORING,
      rutCliente: clientRut(0),
      ...big,
      desde,
    }).slice(0, syncRecords);
    let t0 = performance.now();
    const written = await changes.recordNew(systemScope(OTHER_FACTORING), candidates, NOW);
    const syncWriteMs = performance.now() - t0;
    t0 = performance.now();
    const rewritten = await changes.recordNew(systemScope(OTHER_FACTORING), candidates, NOW);
    const repeatSyncMs = performance.now() - t0;
    if (written.length !== candidates.length || rewritten.length !== 0)
      throw new Error(`recorded ${written.length} then ${rewritten.length} of ${candidates.length} changes`);

    for (let i = 0; i < clients; i++) await enrolClient(engines, RUT_FACTORING, clientRut(i));
    // The feed is seeded as the records and id counter the repository reads (its key layout), not through recordNew:
    // 100,000 conditional three-step writes would take dynalite far longer than the reads measured here.
    t0 = performance.now();
    const feed = Array.from({ length: records }, (_, k) => k + 1).map((id) => ({
      PutRequest: {
        Item: {
          rutFactoring: RUT_FACTORING,
          sk: `cambio#${String(id).padStart(12, '0')}`,
          cambio: invoiceChange(id, { rut_emisor: clientRut(id % clients) }),
        },
      },
    }));
    const counter = { PutRequest: { Item: { rutFactoring: RUT_FACTORING, sk: 'contador', ultimo: records } } };
    await batchWrite(engines.doc, engines.config.tables.invoiceChanges, [...feed, counter]);
    const seedSeconds = (performance.now() - t0) / 1000;

    const deps = createRestDeps(engines.config, { now: () => NOW });
    const identity: Identity = {
      username: 'bench',
      email: 'bench@radarcesiones.cl',
      rutCesionario: RUT_FACTORING,
      razonSocial: 'FACTORING BENCH',
      companies: [{ rut: RUT_FACTORING, razonSocial: 'FACTORING BENCH', flags: readFlags({ radarVentas: '1' }) }],
    };
    const ask = async (query: Record<string, string>) => {
      const start = performance.now();
      const { body } = await invoiceChangesRoute.handle({ identity, query, params: {}, body: null }, deps);
      return { ms: performance.now() - start, answer: body as { count: number; lastId: number | null } };
    };
    const firstPage: number[] = [];
    const poll: number[] = [];
    for (let run = 0; run < runs; run++) {
      const first = await ask({});
      if (first.answer.count !== 1_000 || first.answer.lastId !== records)
        throw new Error(`first page: ${first.answer.count} records up to ${first.answer.lastId}`);
      firstPage.push(first.ms);
      const next = await ask({ lastId: String(records - 50) });
      if (next.answer.count !== 50) throw new Error(`poll: ${next.answer.count} records, expected 50`);
      poll.push(next.ms);
    }
    return {
      bigClientRows: bigClient,
      bigClientChanges: bigChanges,
      bigClientDetectMs: round(bigDetectMs),
      clients,
      allClientsRows: clients * perClient,
      allClientsDetectMs: round(allClientsDetectMs),
      syncRecords: candidates.length,
      syncWriteMsPerRecord: round(syncWriteMs / candidates.length, 2),
      repeatSyncMs: round(repeatSyncMs),
      records,
      seedSeconds: round(seedSeconds),
      ...p50p95Ms('firstPage', firstPage),
      ...p50p95Ms('poll', poll),
    };
  } finally {
    await engines.stop();
  }
}
