import { performance } from 'node:perf_hooks';
import { plannedSweep, type SweepState } from '@domain/judicial/sweep';
import type { Tribunal } from '@domain/judicial/tribunals';
import { judicialDemoWorld, type JudicialWorldCompanies } from '@infra/local/demo-world/judicial-cases';
import { startLocalJudicialHost } from '@infra/local/judicial-host';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { JUDICIAL_DEFAULTS } from '@lambdas/platform/config';
import { createJudicialSource } from '@lambdas/public-sources/judicial/create-judicial-source';
import { runSweep } from '@lambdas/services/judicial/run-sweep';
import { JudicialSweepStore } from '@lambdas/store/judicial-sweep-store';
import { startLocalEngines } from '../support/local-engines';
import { round } from './stats';

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
 * The judicial benches' bench: dynalite, the local judicial host over a demo world of `companies` (its slow tribunals
 * at their 2 s, its failing RUT) and config.judicial's defaults pointed at it (pace, concurrency, the shared rate kept
 * on dynalite). `sweepNew` starts and runs a never-swept RUT's first sweep as a sweep job's worker does, each call
 * with its own source and table client (one Lambda); `measure` runs work and reads what the host received meanwhile.
 */
export async function startJudicialRig(companies: JudicialWorldCompanies, seed: string) {
  const engines = await startLocalEngines();
  const world = judicialDemoWorld(companies, seed);
  const host = await startLocalJudicialHost({ world });
  const config = { ...engines.config, judicial: { ...JUDICIAL_DEFAULTS, portalUrl: host.url } };
  const settings = { concurrency: config.judicial.concurrency, paceMs: config.judicial.paceMs };
  const sweeps = new JudicialSweepStore(engines.doc, config.tables.judicialRecords, config.judicial.cacheDays);
  /** @throws Error when the RUT already had a sweep or its sweep did not end 'done'. */
  const sweepNew = async (rut: string, tribunals: readonly Tribunal[]): Promise<SweepState> => {
    const doc = createDynamoDocumentClient(config);
    const worker = {
      source: createJudicialSource(config, { doc, sealer: null }),
      sweeps: new JudicialSweepStore(doc, config.tables.judicialRecords, config.judicial.cacheDays),
      clock: () => new Date(),
      sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    };
    const planned = plannedSweep(rut, tribunals, new Date().toISOString());
    if (!(await worker.sweeps.start(planned, null, planned.startedAt))) throw new Error(`${rut} ya tenía un barrido`);
    const final = await runSweep(worker, planned, settings);
    doc.destroy();
    if (final?.status !== 'done') throw new Error(`el barrido de ${rut} no terminó`);
    return final;
  };
  /**
   * Runs `work` and measures at the host: wall seconds, requests received (session pages and searches) and searches
   * by RUT, requests a second actually sent (over the span from the first to the last) and the most in any one and
   * any ten seconds.
   */
  const measure = async (work: () => Promise<unknown>) => {
    const [fromRequests, fromSearches] = [host.requests.length, host.searches.length];
    const started = performance.now();
    await work();
    const seconds = (performance.now() - started) / 1000;
    const arrivals = host.requests.slice(fromRequests);
    const searchesByRut = new Map<string, number>();
    for (const { rut } of host.searches.slice(fromSearches)) searchesByRut.set(rut, (searchesByRut.get(rut) ?? 0) + 1);
    const spanSeconds = (Math.max(...arrivals) - Math.min(...arrivals)) / 1000;
    return {
      seconds: round(seconds),
      requests: arrivals.length,
      searchesByRut,
      sentPerSecond: round((arrivals.length - 1) / spanSeconds, 2),
      mostInAnySecond: mostInAnyWindow(arrivals, 1000),
      // Over ten seconds a late wake-up of one worker (a busy machine) no longer bunches arrivals into one window.
      mostInAnyTenSeconds: mostInAnyWindow(arrivals, 10_000),
    };
  };
  const stop = async () => {
    await host.stop();
    await engines.stop();
  };
  return { engines, world, config, sweeps, sweepNew, measure, stop };
}
