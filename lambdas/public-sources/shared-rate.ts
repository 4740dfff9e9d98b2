import type { SharedRateRepository } from '../store/shared-rate-repository';
import { SYSTEM_WAIT_CLOCK, type WaitClock } from '../platform/wait-clock';

/** The leading part of every shared rate's item in the leases table ('tasa#{host}': one per public source's host). */
export const SHARED_RATE_KEY_PREFIX = 'tasa#';

/** A shared rate's settings (config.judicial for the Poder Judicial's portal). */
export interface SharedRateSettings {
  /** Requests a second of every caller together (> 0). */
  ratePerSecond: number;
  /** Requests that may start back to back after a quiet spell (≥ 1). */
  burst: number;
  /** How long a caller waits for its turn at most, ms; past it {@link SharedRateTimeout}. */
  maxWaitMs: number;
}

/** No turn of the shared rate came within the caller's wait. */
export class SharedRateTimeout extends Error {
  constructor(name: string, waitedMs: number) {
    super(`sin turno en la tasa compartida ${name} tras ${Math.round(waitedMs / 1000)} s`);
    this.name = 'SharedRateTimeout';
  }
}

/**
 * The budget of requests to one public source shared by every Lambda, every local worker and every tenant: each
 * request first takes a turn ({@link take}), reserved in the store (shared-rate-repository.ts) and waited for here. A
 * caller that finds the budget spent for longer than `maxWaitMs` ahead keeps trying, one interval apart, until its
 * wait runs out, then fails.
 */
export class SharedRate {
  /**
   * @param slots the store of reservations.
   * @param name the rate's item, one per source host ('tasa#{host}').
   * @param clock epoch ms now; `sleep` waits ms (injected so that tests run on a fake clock).
   */
  constructor(
    private readonly slots: Pick<SharedRateRepository, 'reserve'>,
    private readonly name: string,
    private readonly settings: SharedRateSettings,
    private readonly clock: WaitClock = SYSTEM_WAIT_CLOCK,
  ) {}

  /**
   * Resolves when the caller's turn has come.
   * @throws SharedRateTimeout when no turn came within `maxWaitMs`; the store's error.
   */
  async take(): Promise<void> {
    const intervalMs = 1000 / this.settings.ratePerSecond;
    const startedMs = this.clock.now();
    const latestMs = startedMs + this.settings.maxWaitMs;
    for (;;) {
      const nowMs = this.clock.now();
      const start = await this.slots.reserve(this.name, { nowMs, intervalMs, burst: this.settings.burst, latestMs });
      if (start !== null) {
        if (start > nowMs) await this.clock.sleep(start - nowMs);
        return;
      }
      if (nowMs >= latestMs) throw new SharedRateTimeout(this.name, nowMs - startedMs);
      await this.clock.sleep(Math.min(intervalMs, latestMs - nowMs));
    }
  }
}
