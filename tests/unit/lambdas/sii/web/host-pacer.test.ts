import { describe, expect, it } from 'vitest';
import { HostPacer } from '@lambdas/sii/web/host-pacer';
import { fakeClock } from '@tests/support/sii-web-fakes';

/** A promise with its resolve handle. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('HostPacer', () => {
  it('never runs more than `concurrency` tasks of one host at once; another host has its own lane', async () => {
    const pacer = new HostPacer({ concurrency: 2, minIntervalMs: 0 }, fakeClock());
    const gates = Array.from({ length: 6 }, deferred);
    let inFlight = 0;
    let maxInFlight = 0;
    let otherHostStarted = false;
    const runs = gates.map((gate) =>
      pacer.run('palena.test', async () => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await gate.promise;
        inFlight--;
      }),
    );
    const other = pacer.run('ws1.test', async () => {
      otherHostStarted = true;
    });
    await tick();
    expect(inFlight).toBe(2);
    await other;
    expect(otherHostStarted).toBe(true);
    for (const gate of gates) {
      gate.resolve();
      await tick();
    }
    await Promise.all(runs);
    expect(maxInFlight).toBe(2);
  });

  it('starts requests of one host at least minIntervalMs apart (fake clock, no real waiting)', async () => {
    const clock = fakeClock();
    const pacer = new HostPacer({ concurrency: 3, minIntervalMs: 250 }, clock);
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 5 }, () => pacer.run('palena.test', async () => void starts.push(clock.now()))),
    );
    expect(starts).toHaveLength(5);
    const sorted = [...starts].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(250);
  });

  it('a request after a quiet pause starts at once', async () => {
    const clock = fakeClock();
    const pacer = new HostPacer({ concurrency: 1, minIntervalMs: 250 }, clock);
    await pacer.run('palena.test', async () => undefined);
    await clock.sleep(1000);
    const before = clock.sleeps.length;
    await pacer.run('palena.test', async () => undefined);
    expect(clock.sleeps.length).toBe(before);
  });
});
