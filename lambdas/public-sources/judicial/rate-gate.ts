/**
 * The shared rate of searches to the portal: every sweep of every factoring in this process takes a slot before each
 * request, and slots are at least 1000 / ratePerSecond ms apart, so the portal never sees more than `ratePerSecond`
 * searches a second from us however many sweeps run.
 */
export class RateGate {
  private nextSlotMs = 0;

  /**
   * @param ratePerSecond searches a second at most (> 0).
   * @param clock epoch ms now.
   * @param sleep waits ms.
   */
  constructor(
    private readonly ratePerSecond: number,
    private readonly clock: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Resolves when the caller's slot has come (slots taken in call order). */
  async take(): Promise<void> {
    const now = this.clock();
    const slot = Math.max(now, this.nextSlotMs);
    this.nextSlotMs = slot + 1000 / this.ratePerSecond;
    if (slot > now) await this.sleep(slot - now);
  }
}
