import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptCounterRepository } from '@lambdas/store/attempt-counter-repository';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

describe('AttemptCounterRepository against dynalite', () => {
  let engines: LocalEngines;
  /** Two Lambda containers: separate clients of one table. */
  let first: AttemptCounterRepository;
  let second: AttemptCounterRepository;

  beforeAll(async () => {
    engines = await startLocalEngines();
    first = new AttemptCounterRepository(engines.doc, engines.config.tables.leases);
    second = new AttemptCounterRepository(engines.doc, engines.config.tables.leases);
  });

  afterAll(() => engines?.stop());

  it('counts attempts made at once from two containers against one limit: exactly the limit get through', async () => {
    const name = 'clave-intentos#rut#76354771-K#490000';
    const takes = await Promise.all(
      Array.from({ length: 6 }, (_, index) => (index % 2 ? first : second).take(name, 3, 1_764_003_600)),
    );
    expect(takes.filter(Boolean)).toHaveLength(3);
    expect(await first.take(name, 3, 1_764_003_600)).toBe(false);
    // Another name (another RUT, or the next hour) has its own count.
    expect(await second.take('clave-intentos#rut#76354771-K#490001', 3, 1_764_007_200)).toBe(true);
  });

  it('keeps a mark until it expires', async () => {
    await first.mark('clave-rechazada#76354771-K#abc', 1_000);
    expect(await second.isMarked('clave-rechazada#76354771-K#abc', 999)).toBe(true);
    expect(await second.isMarked('clave-rechazada#76354771-K#abc', 1_000)).toBe(false);
    expect(await second.isMarked('clave-rechazada#76354771-K#otro', 0)).toBe(false);
  });
});
