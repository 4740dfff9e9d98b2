import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedSweep, plannedSweep, type SweepState } from '@domain/judicial/sweep';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import type { DemoCase } from '@infra/local/demo-world/judicial-cases';
import { startLocalJudicialHost, type LocalJudicialHost } from '@infra/local/judicial-host';
import { createJudicialSource } from '@lambdas/public-sources/judicial/create-judicial-source';
import { STALE_SWEEP_MS, staleAt } from '@lambdas/services/judicial/judicial-radar';
import { runSweepJob, type SweepJobDeps } from '@lambdas/services/judicial/sweep-job';
import { CarteraRepository } from '@lambdas/store/cartera-repository';
import { JudicialSweepStore } from '@lambdas/store/judicial-sweep-store';
import { CIVIL, COBRANZA, debtorCase, DEUDOR, unpacedJudicialConfig, worldOf } from '../../support/judicial-world';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const roles = (state: SweepState | null) => state?.records.casos.map((caso) => caso.rol).toSorted();

/**
 * Two sweeps of one RUT overlapping on the shared record (table judicialRecords, dynalite), against the local judicial
 * host: the RUT's stored result, what the next sweep takes as its baseline for 'Causa judicial nueva', must be its
 * newest sweep's, never an older one's that wrote last.
 */
describe('overlapping sweeps of one RUT (local judicial host, dynalite)', () => {
  let engines: LocalEngines;
  let host: LocalJudicialHost;
  let deps: SweepJobDeps;
  let sweeps: JudicialSweepStore;
  const cases = new Map<string, DemoCase[]>([[DEUDOR, [debtorCase(CIVIL.id, 'C-10-2025')]]]);

  beforeAll(async () => {
    host = await startLocalJudicialHost({ world: worldOf(cases) });
    engines = await startLocalEngines();
    const { doc, config } = engines;
    const judicialConfig = unpacedJudicialConfig(config, host);
    sweeps = new JudicialSweepStore(doc, config.tables.judicialRecords, 7);
    deps = {
      source: createJudicialSource(judicialConfig, { doc, sealer: null }),
      sweeps,
      clock: () => new Date(),
      sleep: async () => undefined,
      settings: { concurrency: 1, paceMs: 0 },
      // No factoring holds the RUT: what is compared here is the stored sweep (new-case-alerts.test.ts alerts).
      newCases: {
        factorings: async () => [],
        carteras: new CarteraRepository(doc, config.tables.carteras),
        enrolled: async () => false,
        alerts: { publishJudicialCases: async () => undefined },
        webhooks: { publish: async () => undefined },
        logger: console,
      },
    };
    const first = plannedSweep(DEUDOR, [COBRANZA, CIVIL], new Date().toISOString());
    expect(await sweeps.start(first, null, staleAt(new Date()))).toBe(true);
    expect(await runSweepJob(deps, DEUDOR)).toMatchObject({ status: 'ok' });
  });

  afterAll(async () => {
    await engines?.stop();
    await host?.stop();
  });

  it("keeps the newest sweep's result when a sweep taken as dead wakes up and finishes after it", async () => {
    const baseline = await sweeps.get(DEUDOR);
    expect(
      await sweeps.start(
        plannedSweep(DEUDOR, [COBRANZA, CIVIL], new Date().toISOString(), baseline),
        baseline,
        staleAt(new Date()),
      ),
    ).toBe(true);
    // The older sweep answers COBRANZA, then stalls past the stale limit (a worker frozen, a message redelivered).
    let wake!: () => void;
    const stalled = new Promise<void>((resolve) => (wake = resolve));
    let paused!: () => void;
    const pausing = new Promise<void>((resolve) => (paused = resolve));
    const older = runSweepJob(
      { ...deps, settings: { concurrency: 1, paceMs: 1 }, sleep: () => (paused(), stalled) },
      DEUDOR,
    );
    await pausing;
    // Meanwhile a case is filed at COBRANZA, and a query taking the older sweep as dead sweeps again: it finds it.
    cases.get(DEUDOR)!.push(debtorCase(COBRANZA.id, 'A-77-2026'));
    const later = new Date(Date.now() + STALE_SWEEP_MS + 1_000);
    const stale = await sweeps.get(DEUDOR);
    const newer = plannedSweep(DEUDOR, [COBRANZA, CIVIL], later.toISOString(), stale);
    expect(await sweeps.start(newer, stale, staleAt(later))).toBe(true);
    expect(await runSweepJob(deps, DEUDOR)).toMatchObject({ status: 'ok' });
    expect(roles(await sweeps.get(DEUDOR))).toEqual(['A-77-2026', 'C-10-2025']);

    wake();
    await older;
    const stored = await sweeps.get(DEUDOR);
    expect(stored).toMatchObject({ status: 'done', startedAt: newer.startedAt });
    expect(roles(stored)).toEqual(['A-77-2026', 'C-10-2025']);
    expect(plannedSweep(DEUDOR, TRIBUNALS, new Date().toISOString(), stored).baseline).toContain(
      `${COBRANZA.nombre}#A-77-2026`,
    );
  });

  it('refuses a sweep planned from a result read before another sweep started and finished', async () => {
    const read = await sweeps.get(DEUDOR);
    const now = new Date(Date.now() + 8 * 86_400_000);
    // Another query (or the watch) read the same result, started its sweep and finished it first.
    const first = plannedSweep(DEUDOR, [COBRANZA, CIVIL], now.toISOString(), read);
    expect(await sweeps.start(first, read, staleAt(now))).toBe(true);
    await sweeps.put(finishedSweep(first, now.toISOString()));
    const late = plannedSweep(DEUDOR, [COBRANZA, CIVIL], new Date(now.getTime() + 1).toISOString(), read);
    expect(await sweeps.start(late, read, staleAt(now))).toBe(false);
    expect((await sweeps.get(DEUDOR))?.startedAt).toBe(first.startedAt);
  });
});
