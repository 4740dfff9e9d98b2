import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { SharedRate, SharedRateTimeout, type SharedRateSettings } from '@lambdas/public-sources/shared-rate';
import { SharedRateRepository } from '@lambdas/store/shared-rate-repository';
import { fakeClock } from '@tests/support/sii-web-fakes';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const T0 = 1_790_000_000_000;

/** A clock stopped at T0 whose waits return at once: each take's start is T0 plus the wait it asked. */
function stoppedClock() {
  const starts: number[] = [];
  let pending = 0;
  return {
    now: () => T0,
    sleep: async (ms: number) => {
      pending = ms;
    },
    /** Records the start of the take that just resolved. */
    record: () => {
      starts.push(T0 + pending);
      pending = 0;
    },
    starts,
  };
}

/**
 * The rate shared by every Lambda and tenant, on dynalite: two workers (two Lambda containers: their own clients of
 * one leases table) draw from one budget, so their requests never share a turn; a burst lets a few start at once; a
 * worker that finds the budget spent waits its turn, or gives up once its wait runs out.
 */
describe('SharedRate against dynalite', () => {
  let engines: LocalEngines;
  const worker = (name: string, settings: SharedRateSettings, clock: ConstructorParameters<typeof SharedRate>[3]) =>
    new SharedRate(
      new SharedRateRepository(createDynamoDocumentClient(engines.config), engines.config.tables.leases),
      name,
      settings,
      clock,
    );
  const TEN_A_SECOND = { ratePerSecond: 10, burst: 1, maxWaitMs: 60_000 };

  beforeAll(async () => {
    engines = await startLocalEngines();
  });
  afterAll(() => engines?.stop());

  /** Takes `count` turns from each worker at once; the start of every turn, sorted. */
  const takeAtOnce = async (workers: SharedRate[], count: number, clock: ReturnType<typeof stoppedClock>) => {
    await Promise.all(workers.flatMap((w) => Array.from({ length: count }, () => w.take().then(clock.record))));
    return [...clock.starts].sort((a, b) => a - b);
  };

  it('gives two workers asking at once one turn each, 1000 / rate ms apart, from one budget', async () => {
    const clock = stoppedClock();
    const first = worker('tasa#portal.test:1', TEN_A_SECOND, clock);
    const second = worker('tasa#portal.test:1', TEN_A_SECOND, clock);
    expect(await takeAtOnce([first, second], 5, clock)).toEqual(Array.from({ length: 10 }, (_, i) => T0 + i * 100));
  });

  it('lets `burst` requests start together after a quiet spell, then one per interval', async () => {
    const clock = stoppedClock();
    const settings = { ...TEN_A_SECOND, burst: 3 };
    const workers = [worker('tasa#portal.test:2', settings, clock), worker('tasa#portal.test:2', settings, clock)];
    expect(await takeAtOnce(workers, 3, clock)).toEqual([T0, T0, T0, T0 + 100, T0 + 200, T0 + 300]);
  });

  it('keeps another host on its own budget', async () => {
    const clock = stoppedClock();
    await takeAtOnce([worker('tasa#portal.test:3', TEN_A_SECOND, clock)], 4, clock);
    clock.starts.length = 0;
    expect(await takeAtOnce([worker('tasa#otro.test:3', TEN_A_SECOND, clock)], 1, clock)).toEqual([T0]);
  });

  it('makes a worker that finds the budget spent wait for its turn, up to its longest wait', async () => {
    const busy = stoppedClock();
    await takeAtOnce([worker('tasa#portal.test:4', TEN_A_SECOND, busy)], 10, busy);

    const patient = fakeClock(T0);
    await worker('tasa#portal.test:4', { ...TEN_A_SECOND, maxWaitMs: 2_000 }, patient).take();
    expect(patient.now()).toBe(T0 + 1_000);

    const hurried = fakeClock(T0);
    const refused = worker('tasa#portal.test:4', { ...TEN_A_SECOND, maxWaitMs: 300 }, hurried).take();
    await expect(refused).rejects.toBeInstanceOf(SharedRateTimeout);
    expect(hurried.now()).toBe(T0 + 300);
  });

  it('starts at once when the budget has been idle', async () => {
    const clock = fakeClock(T0);
    const rate = worker('tasa#portal.test:5', TEN_A_SECOND, clock);
    await rate.take();
    await clock.sleep(5_000);
    const sleeps = clock.sleeps.length;
    await rate.take();
    expect(clock.sleeps.length).toBe(sleeps);
  });
});
