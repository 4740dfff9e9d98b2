import { performance } from 'node:perf_hooks';
import { plannedSweep } from '@domain/judicial/sweep';
import { TRIBUNALS, type Tribunal } from '@domain/judicial/tribunals';
import { rutFromBody } from '@domain/rut';
import { judicialDemoWorld } from '@infra/local/demo-world/judicial-cases';
import { startLocalJudicialHost } from '@infra/local/judicial-host';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { JUDICIAL_DEFAULTS } from '@lambdas/platform/config';
import { createJudicialSource } from '@lambdas/public-sources/judicial/create-judicial-source';
import { runSweep, type SweepDeps, type SweepSettings } from '@lambdas/services/judicial/run-sweep';
import { JudicialSweepStore } from '@lambdas/store/judicial-sweep-store';
import { startLocalEngines } from '../support/local-engines';
import { round } from './stats';

const COMPANIES = {
  cedentes: [76100001, 76100002, 76100003].map((body) => ({
    rut: rutFromBody(body),
    razonSocial: `EMPRESA ${body} SPA`,
  })),
  deudor: { rut: rutFromBody(96500001), razonSocial: 'DEUDORA GRANDE S.A.' },
};

/** The most request arrivals within any window of `windowMs` starting at an arrival (half-open). */
function mostInAnyWindow(arrivals: readonly number[], windowMs: number): number {
  const sorted = [...arrivals].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (j < sorted.length && sorted[j]! < sorted[i]! + windowMs) j++;
    most = Math.max(most, j - i);
  }
  return most;
}

/**
 * Starts the first sweep of a RUT never swept over `tribunals` and runs it to its end, as a sweep job's worker does.
 * @throws Error when the RUT already had a sweep or its sweep did not end 'done'.
 */
export async function sweepNewRut(
  worker: SweepDeps & { sweeps: Pick<JudicialSweepStore, 'start'> },
  rut: string,
  tribunals: readonly Tribunal[],
  settings: SweepSettings,
): Promise<void> {
  const planned = plannedSweep(rut, tribunals, new Date().toISOString());
  if (!(await worker.sweeps.start(planned, null, planned.startedAt))) throw new Error(`${rut} ya tenía un barrido`);
  const final = await runSweep(worker, planned, settings);
  if (final?.status !== 'done') throw new Error(`el barrido de ${rut} no terminó`);
}

/**
 * Benchmarks judicial sweeps against the local judicial host (its slow tribunals at their 2 s) at config.judicial's
 * defaults (pace, concurrency, and the shared rate kept on dynalite): one RUT over every tribunal, then two RUTs at
 * once from two workers (two Lambdas: their own source and table client) drawing from the one rate. Wall clock.
 * @returns the tribunals; per run the seconds to complete, the searches sent, searches a second actually sent (over
 *   the span from the first to the last) and the most in any one second, beside the configured rate and burst.
 */
export async function benchJudicial() {
  const engines = await startLocalEngines();
  const world = judicialDemoWorld(COMPANIES, 'bench-judicial');
  const host = await startLocalJudicialHost({ world });
  try {
    const config = { ...engines.config, judicial: { ...JUDICIAL_DEFAULTS, portalUrl: host.url } };
    const settings = { concurrency: config.judicial.concurrency, paceMs: config.judicial.paceMs };
    const sweepWorker = () => {
      const doc = createDynamoDocumentClient(config);
      return {
        source: createJudicialSource(config, { doc, sealer: null }),
        sweeps: new JudicialSweepStore(doc, config.tables.judicialRecords, config.judicial.cacheDays),
        clock: () => new Date(),
        sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
      };
    };
    const sweepAll = async (ruts: string[]) => {
      const from = host.searches.length;
      const started = performance.now();
      await Promise.all(ruts.map((rut) => sweepNewRut(sweepWorker(), rut, TRIBUNALS, settings)));
      const seconds = (performance.now() - started) / 1000;
      const arrivals = host.searches.slice(from).map((search) => search.at);
      const spanSeconds = (Math.max(...arrivals) - Math.min(...arrivals)) / 1000;
      return {
        seconds: round(seconds),
        searches: arrivals.length,
        sentPerSecond: round((arrivals.length - 1) / spanSeconds, 2),
        mostInAnySecond: mostInAnyWindow(arrivals, 1000),
      };
    };
    const one = await sweepAll([world.clientWithCases]);
    const two = await sweepAll([COMPANIES.cedentes[1]!.rut, COMPANIES.cedentes[2]!.rut]);
    return {
      tribunals: TRIBUNALS.length,
      configuredRatePerSecond: config.judicial.ratePerSecond,
      configuredBurst: config.judicial.rateBurst,
      oneRutSeconds: one.seconds,
      oneRutSearches: one.searches,
      oneRutSentPerSecond: one.sentPerSecond,
      oneRutMostInAnySecond: one.mostInAnySecond,
      twoWorkersSeconds: two.seconds,
      twoWorkersSearches: two.searches,
      twoWorkersSentPerSecond: two.sentPerSecond,
      twoWorkersMostInAnySecond: two.mostInAnySecond,
    };
  } finally {
    await host.stop();
    await engines.stop();
  }
}
