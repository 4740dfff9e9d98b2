import { systemScope } from '@lambdas/access/system-scope';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CessionRecord } from '@domain/cession';
import { RED_FLAG_RULES } from '@domain/red-flags/red-flag';
import { CLAIMING_DEBTOR_DOCUMENTS } from '@infra/local/demo-world/red-flag-examples';
import { buildWorld } from '@infra/local/demo-world/build-world';
import { plusDays } from '@infra/local/demo-world/local-time';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { engineRefreshDeps } from '../../support/refresh-deps';
import { writeRegisteredWorld } from '../../support/registered-world';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { refreshFactorings } from '../../support/refresh-factorings';

const WORLD = { seed: 'red-flags', today: '2019-04-10', scale: 0.02 };
/** Noon of WORLD.today in Santiago (UTC-4). */
const NOW = new Date('2019-04-10T16:00:00Z');

describe('the demo world, refreshed, holds an example of every red flag', () => {
  let engines: LocalEngines;
  let worldDir: string;
  let acquired: CessionRecord[];
  let cessions: CessionRepository;
  let factorings: FactoringRepository;
  const world = buildWorld(WORLD);
  const holder = world.factorings[0]!;

  beforeAll(async () => {
    engines = await startLocalEngines();
    const registered = await writeRegisteredWorld(engines, WORLD, 'radar-flags-');
    worldDir = registered.dir;
    factorings = registered.factorings;
    cessions = new CessionRepository(engines.doc, engines.config.tables.cessions);
    await refreshAll();
    acquired = await acquiredOfHolder();
  }, 120_000);

  function refreshAll() {
    return refreshFactorings(engineRefreshDeps(engines, worldDir, { cessions, factorings }), { now: NOW });
  }

  async function acquiredOfHolder(): Promise<CessionRecord[]> {
    return (
      await cessions.query(systemScope(holder.rut), {
        role: 'cesionario',
        desde: plusDays(WORLD.today, -92),
        hasta: WORLD.today,
      })
    ).items;
  }

  afterAll(async () => {
    await engines?.stop();
    if (worldDir) await rm(worldDir, { recursive: true, force: true });
  });

  it.each(RED_FLAG_RULES)('%s is raised on at least one acquired cession of the first factoring', (regla) => {
    expect(acquired.some((record) => record.alertas?.some((flag) => flag.regla === regla))).toBe(true);
  });

  it('stores the flags on every record it wrote ([] when clean), and most cessions are clean', () => {
    expect(acquired.every((record) => Array.isArray(record.alertas))).toBe(true);
    expect(acquired.filter((record) => record.alertas!.length === 0).length).toBeGreaterThan(acquired.length / 2);
  });

  it('flags the claiming debtor on each of its planted documents, with its claim count', () => {
    const debtor = world.deudores.at(-1)!;
    const ofDebtor = acquired.filter((record) => record.deudor.rut === debtor.rut);
    expect(ofDebtor.length).toBeGreaterThanOrEqual(CLAIMING_DEBTOR_DOCUMENTS);
    for (const record of ofDebtor) expect(record.alertas!.map((flag) => flag.regla)).toContain('DEUDOR_RECLAMADOR');
  });

  it("follows the factoring's own claim-rate settings at the next refresh", async () => {
    await factorings.put({
      rut: holder.rut,
      razonSocial: holder.razonSocial,
      features: { alertaReclamosMinimoDocumentos: 1000 },
    });
    await refreshAll();
    const after = await acquiredOfHolder();
    expect(after.some((record) => record.alertas?.some((flag) => flag.regla === 'DEUDOR_RECLAMADOR'))).toBe(false);
    expect(after.some((record) => record.alertas?.some((flag) => flag.regla === 'VENCIDO_AL_CEDER'))).toBe(true);
  });
});
