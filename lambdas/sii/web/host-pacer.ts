/**
 * Politeness per SII host (SII-PROTOCOLS.md §9 "Pacing": the SII publishes no limits; sources pause 0.1-2 s between
 * calls): at most `concurrency` requests in flight per host and at least `minIntervalMs` between two request starts
 * on one host. One pacer per process, shared by every session, so parallel runs of several companies add up.
 */
import pLimit, { type LimitFunction } from 'p-limit';
import type { SiiWebSettings } from '../../platform/sii-settings';
import { SYSTEM_WAIT_CLOCK, type WaitClock } from '../../platform/wait-clock';

interface Lane {
  limit: LimitFunction;
  /** Earliest start time of the next request on this host. */
  nextStart: number;
}

/** Paces tasks per host. */
export class HostPacer {
  private readonly lanes = new Map<string, Lane>();

  constructor(
    private readonly pacing: SiiWebSettings['pacing'],
    private readonly clock: WaitClock = SYSTEM_WAIT_CLOCK,
  ) {}

  /**
   * Runs `task` on `host`'s lane: it waits for a free slot (of `concurrency`), then until `minIntervalMs` after
   * the previous start on that host. The slot is held until the task settles.
   * @param host 'hostname:port' (or any key naming one server).
   */
  run<T>(host: string, task: () => Promise<T>): Promise<T> {
    const lane = this.lane(host);
    return lane.limit(async () => {
      const now = this.clock.now();
      const start = Math.max(now, lane.nextStart);
      // The slot is reserved before waiting, so requests queued together are spaced one interval apart.
      lane.nextStart = start + this.pacing.minIntervalMs;
      if (start > now) await this.clock.sleep(start - now);
      return task();
    });
  }

  private lane(host: string): Lane {
    let lane = this.lanes.get(host);
    if (!lane) {
      lane = { limit: pLimit(this.pacing.concurrency), nextStart: 0 };
      this.lanes.set(host, lane);
    }
    return lane;
  }
}
