import { systemScope } from '@lambdas/access/system-scope';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import { watchBudget } from '@domain/judicial/watch';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientListDbKey, ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import { createJobServices } from '@lambdas/jobs/create-job-services';
import type { JobMessage } from '@lambdas/services/jobs/job-messages';
import type { JobServices } from '@lambdas/services/jobs/job-services';
import { runJob } from '@lambdas/jobs/run-job';
import { writeDemoWorld, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { LeaseRepository } from '@lambdas/store/lease-repository';
import { RefreshRunRepository } from '@lambdas/store/refresh-run-repository';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const TODAY = '2026-11-20';
/** 2026-11-20 12:00 in Santiago. */
const NOW = new Date('2026-11-20T15:00:00Z');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The job services as a deployment builds them (create-job-services.ts), over a directory of SII files: the tick's
 * messages, a refresh asking for its client databases, and the client databases built from what it stored.
 */
describe('job services over a directory of SII files', () => {
  let engines: LocalEngines;
  let worldDir: string;
  let manifest: DemoWorldManifest;
  let services: JobServices;

  beforeAll(async () => {
    worldDir = await mkdtemp(path.join(os.tmpdir(), 'job-services-world-'));
    manifest = writeDemoWorld({ dir: worldDir, seed: 'jobs', today: TODAY, scale: 0.05 });
    engines = await startLocalEngines({ siiDir: worldDir });
    const factorings = new FactoringRepository(engines.doc, engines.config.tables.factorings);
    for (const factoring of manifest.factorings) await factorings.put(factoring);
    services = createJobServices(engines.config, quiet);
  });

  afterAll(async () => {
    await engines?.stop();
    if (worldDir) await rm(worldDir, { recursive: true, force: true });
  });

  it('plans a refresh per factoring and no client sync (files have no client sessions)', async () => {
    const messages = await services.scheduled(NOW);
    expect(messages.map((m) => m.kind)).toEqual(manifest.factorings.map(() => 'refresh'));
    expect(messages.map((m) => ('rutFactoring' in m ? m.rutFactoring : '')).sort()).toEqual(
      manifest.factorings.map((f) => f.rut).sort(),
    );
  });

  it("adds each factoring's judicial watch to a tick at night in Santiago, sharing the judicial rate", async () => {
    const night = await services.scheduled(new Date('2026-11-21T06:00:00Z'));
    const watches = night.filter((m) => m.kind === 'judicial-watch');
    expect(watches.map((m) => m.rutFactoring).sort()).toEqual(manifest.factorings.map((f) => f.rut).sort());
    const budget = watchBudget(engines.config.judicial.ratePerSecond, 20 * 60, TRIBUNALS.length, watches.length);
    expect(budget).toBeGreaterThan(0);
    expect(watches.map((m) => m.budget)).toEqual(manifest.factorings.map(() => budget));
  });

  it('refreshes a factoring, records the run and asks for its client databases, which then are built', async () => {
    const rutFactoring = manifest.factorings[1]!.rut;
    const outcome = await services.run({ kind: 'refresh', rutFactoring }, NOW);
    expect(outcome).toEqual({ status: 'ok', followUps: [{ kind: 'client-db', rutFactoring }] });
    expect(
      await new RefreshRunRepository(engines.doc, engines.config.tables.refreshRuns).lastSuccess(
        systemScope(rutFactoring),
      ),
    ).toBe(NOW.toISOString());
    const stored = await new CessionRepository(engines.doc, engines.config.tables.cessions).query(
      systemScope(rutFactoring),
      {
        role: 'cesionario',
        desde: '2026-08-01',
        hasta: TODAY,
      },
    );
    expect(stored.items.length).toBeGreaterThan(0);

    expect(await services.run({ kind: 'client-db', rutFactoring }, NOW)).toEqual({ status: 'ok', followUps: [] });
    expect(
      await new ClientDbObjects(engines.s3, engines.config.buckets.documents).get(
        clientListDbKey(systemScope(rutFactoring)),
      ),
    ).not.toBeNull();
  });

  it('lets only one of two overlapping refreshes of a factoring run: the other is skipped and nothing is written twice', async () => {
    const rutFactoring = manifest.factorings[0]!.rut;
    const leases = new LeaseRepository(engines.doc, engines.config.tables.leases);
    const runs = new RefreshRunRepository(engines.doc, engines.config.tables.refreshRuns);
    const sent: JobMessage[] = [];
    const runner = {
      services,
      leases,
      queue: { send: async (m: readonly JobMessage[]) => void sent.push(...m) },
      logger: quiet,
      clock: () => NOW,
    };
    const message: JobMessage = { kind: 'refresh', rutFactoring };
    const results = await Promise.all([runJob(runner, message), runJob(runner, message)]);
    expect(results.sort()).toEqual(['done', 'skipped-busy']);
    // One run recorded at NOW for this factoring, one client-db asked for.
    expect((await runs.latest(systemScope(rutFactoring)))!.startedAt).toBe(NOW.toISOString());
    expect(sent).toEqual([{ kind: 'client-db', rutFactoring }]);
    // The lease was released: the next run is not held back.
    expect(await runJob(runner, message)).toBe('done');
  });

  it('skips a client sync: a directory has no client sessions', async () => {
    const rutFactoring = manifest.factorings[0]!.rut;
    expect(await services.run({ kind: 'client-sync', rutFactoring, rutCliente: '76086428-5' }, NOW)).toEqual({
      status: 'skipped',
      followUps: [],
    });
  });
});
