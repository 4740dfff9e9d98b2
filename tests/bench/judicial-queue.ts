import { performance } from 'node:perf_hooks';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import { rutFromBody } from '@domain/rut';
import { MAX_CONCURRENCY } from '@infra/jobs';
import { systemScope } from '@lambdas/access/system-scope';
import { queryJudicialRadar } from '@lambdas/services/judicial/judicial-radar';
import { CarteraRepository } from '@lambdas/store/cartera-repository';
import { startJudicialRig } from './judicial-rig';
import { percentile, round } from './stats';

const QUEUED_RUTS = 50;
/**
 * Tribunals each queued RUT is swept over, spread evenly over the 252 (every competencia, a slow tribunal among them):
 * at the shared rate of 4 requests a second, 50 RUTs over all 252 would take 50 × 253 / 4 s ≈ 53 minutes, rate-bound;
 * the bench sweeps fewer (RC_BENCH_JUDICIAL_TRIBUNALS, default 24) and reports that model beside what it measured.
 */
const QUEUED_TRIBUNALS = Number(process.env.RC_BENCH_JUDICIAL_TRIBUNALS ?? 24);
/** Cached answers timed. */
const CACHED_QUERIES = 200;

/**
 * 50 RUTs queued at once (the judicial radar's load when many users ask together): their 'judicial-sweep' jobs taken by
 * as many workers as the deployment runs (MAX_CONCURRENCY.judicialSweep, infra/jobs.ts; each its own source and table
 * client, one Lambda) against the local judicial host, every request drawing from the one shared rate on dynalite; then
 * a factoring's query of a RUT already swept, answered from the shared record (queryJudicialRadar on dynalite, the
 * service behind GET api/radar-judicial), timed sequentially. Wall clock.
 * @returns tribunals per RUT, wall seconds, requests per RUT (session page and searches), the requests a second sent
 * and the most in any one and any ten seconds beside the configured rate and burst, failed tribunals and how many for
 * want of a turn of the shared rate, the modelled seconds at all 252 tribunals, and the cached answer's p50/p95 ms.
 * @throws Error when a sweep does not end 'done' or the cached query would sweep again.
 */
export async function benchJudicialQueue() {
  const companies = {
    cedentes: Array.from({ length: QUEUED_RUTS }, (_, n) => ({
      rut: rutFromBody(77_000_001 + n),
      razonSocial: `EMPRESA EN COLA ${n + 1} SPA`,
    })),
    deudor: { rut: rutFromBody(96_500_001), razonSocial: 'DEUDORA GRANDE S.A.' },
  };
  const rig = await startJudicialRig(companies, 'bench-judicial-queue');
  try {
    const tribunals = Array.from(
      { length: QUEUED_TRIBUNALS },
      (_, n) => TRIBUNALS[Math.floor((n * TRIBUNALS.length) / QUEUED_TRIBUNALS)]!,
    );
    const queue = companies.cedentes.map((company) => company.rut);
    const finals: Awaited<ReturnType<typeof rig.sweepNew>>[] = [];
    const worker = async () => {
      for (let rut = queue.shift(); rut; rut = queue.shift()) finals.push(await rig.sweepNew(rut, tribunals));
    };
    const queued = await rig.measure(() => Promise.all(Array.from({ length: MAX_CONCURRENCY.judicialSweep }, worker)));
    const failed = finals.flatMap((state) => state.failed);
    const perRut = [...queued.searchesByRut.values()];
    const { ratePerSecond, rateBurst } = rig.config.judicial;

    const deps = {
      sweeps: rig.sweeps,
      jobs: {
        send: async () => {
          throw new Error('la consulta de un RUT barrido no debe barrer de nuevo');
        },
      },
      carteras: new CarteraRepository(rig.engines.doc, rig.config.tables.carteras),
      clock: () => new Date(),
      cacheDays: rig.config.judicial.cacheDays,
    };
    const scope = systemScope('76389992-6');
    const cachedMs: number[] = [];
    for (let n = 0; n < CACHED_QUERIES; n++) {
      const started = performance.now();
      await queryJudicialRadar(deps, scope, rig.world.clientWithCases);
      cachedMs.push(performance.now() - started);
    }
    return {
      ruts: QUEUED_RUTS,
      workers: MAX_CONCURRENCY.judicialSweep,
      tribunalsPerRut: tribunals.length,
      configuredRatePerSecond: ratePerSecond,
      configuredBurst: rateBurst,
      seconds: queued.seconds,
      requests: queued.requests,
      requestsPerRut: round(queued.requests / QUEUED_RUTS, 2),
      searchesPerRutMin: Math.min(...perRut),
      searchesPerRutMax: Math.max(...perRut),
      sentPerSecond: queued.sentPerSecond,
      mostInAnySecond: queued.mostInAnySecond,
      mostInAnyTenSeconds: queued.mostInAnyTenSeconds,
      failedTribunals: failed.length,
      failedForWantOfRate: failed.filter((f) => f.reason.includes('tasa compartida')).length,
      modelledSecondsAllTribunals: Math.round((QUEUED_RUTS * (TRIBUNALS.length + 1)) / ratePerSecond),
      cachedRutP50Ms: round(percentile(cachedMs, 50)),
      cachedRutP95Ms: round(percentile(cachedMs, 95)),
    };
  } finally {
    await rig.stop();
  }
}
