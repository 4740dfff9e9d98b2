import { systemScope } from '@lambdas/access/system-scope';
import type { RefreshRunRepository } from '@lambdas/store/refresh-run-repository';

/**
 * How long a local start waits before its first tick: none when some factoring's refresh never read the SII (a fresh
 * data directory: its first refresh starts at once), else until the oldest of their last refreshes is `intervalMs`
 * old (a second start on the same data: the data is there, and the refresh follows on the 20-minute schedule instead
 * of competing with the user's first screens).
 * @param factorings the RUTs of the factorings the start seeded.
 * @param refreshedWaitMs the wait when every factoring has refreshed, whatever how long ago (the browser tests start
 *   on a copy of a refreshed data directory and must not see a refresh begin under them); default the remaining
 *   interval.
 * @returns milliseconds, 0 for at once.
 * @throws the store's error.
 */
export async function firstTickDelayMs(
  factorings: readonly string[],
  refreshRuns: Pick<RefreshRunRepository, 'lastSuccess'>,
  now: Date,
  intervalMs: number,
  refreshedWaitMs?: number,
): Promise<number> {
  let oldest = Number.POSITIVE_INFINITY;
  for (const rut of factorings) {
    const last = await refreshRuns.lastSuccess(systemScope(rut));
    if (!last) return 0;
    oldest = Math.min(oldest, Date.parse(last));
  }
  if (!Number.isFinite(oldest)) return 0;
  if (refreshedWaitMs !== undefined) return refreshedWaitMs;
  return Math.max(0, oldest + intervalMs - now.getTime());
}
