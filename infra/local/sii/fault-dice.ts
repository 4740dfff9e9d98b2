/**
 * The seeded dice that decide which data requests of the local SII fail or come late (SII-PROTOCOLS.md §11.7: the
 * SII answers codResp -1, 'Error 500' bodies and 5xx now and then). One random stream per seed: the same seed and
 * the same order of requests give the same faults.
 */
import { createRng, type Rng } from '@infra/local/demo-world/rng';
import { checkFaults } from './behaviour';
import type { LocalSiiFaults } from './types';

/** The fate of one data request. */
export interface FaultRoll {
  /** Answer an error instead of the data. */
  error: boolean;
  /** For an HTTP error: 503 instead of 500 'Error 500'. */
  unavailable: boolean;
  /** Milliseconds to wait before answering (0: none). */
  delayMs: number;
}

/** The dice of one local SII. */
export class FaultDice {
  private faults: LocalSiiFaults;
  private rng: Rng;

  constructor(faults: LocalSiiFaults) {
    this.faults = { ...faults };
    this.rng = createRng(faults.seed);
  }

  /**
   * Changes the settings; a new seed restarts the random stream.
   * @throws RangeError for a share outside 0..1 or a negative delay (nothing changes then).
   */
  set(faults: Partial<LocalSiiFaults>): void {
    const next = { ...this.faults, ...faults };
    checkFaults(next);
    if (faults.seed !== undefined) this.rng = createRng(next.seed);
    this.faults = next;
  }

  /** Rolls for one request: three draws every time, so one setting never shifts the other's stream. */
  roll(): FaultRoll {
    const [errorDraw, kindDraw, slowDraw] = [this.rng.next(), this.rng.next(), this.rng.next()];
    return {
      error: errorDraw < this.faults.errorShare,
      unavailable: kindDraw < 0.5,
      delayMs: slowDraw < this.faults.slowShare ? this.faults.slowMs : 0,
    };
  }
}
