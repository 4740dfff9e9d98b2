import { describe, expect, it } from 'vitest';
import { firstTickDelayMs } from '@infra/local/first-tick-delay';

const NOW = new Date('2026-11-29T12:00:00.000Z');
const INTERVAL = 20 * 60_000;
/** The refresh runs' last success per factoring, as the repository answers it. */
const runs = (last: Record<string, string | null>) => ({
  lastSuccess: async ({ rutFactoring }: { rutFactoring: string }) => last[rutFactoring] ?? null,
});

describe('firstTickDelayMs (when a local start runs its first tick)', () => {
  it('ticks at once when some factoring never read the SII (a fresh data directory)', async () => {
    const last = runs({ '76000001': '2026-11-29T11:55:00.000Z', '76000002': null });
    expect(await firstTickDelayMs(['76000001', '76000002'], last, NOW, INTERVAL)).toBe(0);
  });

  it('waits until the oldest last refresh is one interval old', async () => {
    const last = runs({ '76000001': '2026-11-29T11:55:00.000Z', '76000002': '2026-11-29T11:50:00.000Z' });
    expect(await firstTickDelayMs(['76000001', '76000002'], last, NOW, INTERVAL)).toBe(10 * 60_000);
  });

  it('ticks at once when the refreshes are older than one interval, or there is no factoring', async () => {
    expect(await firstTickDelayMs(['76000001'], runs({ '76000001': '2026-11-29T08:00:00.000Z' }), NOW, INTERVAL)).toBe(
      0,
    );
    expect(await firstTickDelayMs([], runs({}), NOW, INTERVAL)).toBe(0);
  });

  it('waits the given time on refreshed data whatever its age, and still ticks at once on fresh data', async () => {
    const old = runs({ '76000001': '2026-11-29T08:00:00.000Z' });
    expect(await firstTickDelayMs(['76000001'], old, NOW, INTERVAL, INTERVAL)).toBe(INTERVAL);
    expect(await firstTickDelayMs(['76000001'], runs({}), NOW, INTERVAL, INTERVAL)).toBe(0);
  });
});
