/** Time as a paced or polling caller sees it: injectable so that tests run on a fake clock. */
export interface WaitClock {
  /** Epoch milliseconds now. */
  now(): number;
  /** Resolves after `ms` milliseconds. */
  sleep(ms: number): Promise<void>;
}

/** The real clock. */
export const SYSTEM_WAIT_CLOCK: WaitClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
