/** The seeded fault dice and the behaviour defaults of the local SII. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCAL_SII_BEHAVIOUR, resolveBehaviour } from '@infra/local/sii/behaviour';
import { FaultDice } from '@infra/local/sii/fault-dice';

const rolls = (dice: FaultDice, n: number) => Array.from({ length: n }, () => dice.roll());

describe('FaultDice', () => {
  it('fails and delays about the set shares', () => {
    const dice = new FaultDice({ seed: 's', errorShare: 0.1, slowShare: 0.3, slowMs: 50 });
    const drawn = rolls(dice, 10_000);
    expect(drawn.filter((r) => r.error).length / 10_000).toBeCloseTo(0.1, 1);
    expect(drawn.filter((r) => r.delayMs === 50).length / 10_000).toBeCloseTo(0.3, 1);
    expect(drawn.every((r) => r.delayMs === 0 || r.delayMs === 50)).toBe(true);
  });

  it('repeats the same rolls for the same seed, and restarts on a new seed', () => {
    const faults = { seed: 'x', errorShare: 0.5, slowShare: 0.5, slowMs: 1 };
    const first = rolls(new FaultDice(faults), 50);
    expect(rolls(new FaultDice(faults), 50)).toEqual(first);
    const dice = new FaultDice(faults);
    rolls(dice, 7);
    dice.set({ seed: 'x' });
    expect(rolls(dice, 50)).toEqual(first);
  });

  it('never fails with share 0 and refuses shares outside 0..1', () => {
    const dice = new FaultDice({ seed: 'z', errorShare: 0, slowShare: 0, slowMs: 10 });
    expect(rolls(dice, 1_000).some((r) => r.error || r.delayMs > 0)).toBe(false);
    expect(() => dice.set({ errorShare: 1.5 })).toThrow(RangeError);
    expect(() => dice.set({ slowMs: -1 })).toThrow(RangeError);
  });
});

describe('resolveBehaviour', () => {
  it('keeps the defaults (10 sessions, 2-minute seeds, 1-hour lock) and merges faults field by field', () => {
    expect(resolveBehaviour()).toEqual(DEFAULT_LOCAL_SII_BEHAVIOUR);
    expect(DEFAULT_LOCAL_SII_BEHAVIOUR).toMatchObject({
      maxSessionsPerUser: 10,
      seedTtlMs: 120_000,
      lockMs: 3_600_000,
    });
    const merged = resolveBehaviour({ maxSessionsPerUser: 3, faults: { errorShare: 0 } as never });
    expect(merged).toMatchObject({
      maxSessionsPerUser: 3,
      faults: { errorShare: 0, slowShare: 0.02, seed: 'sii-local' },
    });
    expect(() => resolveBehaviour({ sessionTtlMs: -1 })).toThrow(RangeError);
  });
});
