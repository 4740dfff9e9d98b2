import { describe, expect, it } from 'vitest';
import { concentration } from '@domain/reportes/concentration';

describe('concentration', () => {
  it('gives the largest share, the three largest and the HHI in points', () => {
    // Shares 50 %, 20 %, 20 %, 10 %: HHI 2500 + 400 + 400 + 100.
    const result = concentration([100, 500, 200, 200]);
    expect(result.top1).toBeCloseTo(0.5);
    expect(result.top3).toBeCloseTo(0.9);
    expect(result.hhi).toBeCloseTo(3400);
  });

  it('reads one party as fully concentrated and fewer than three parties as all of the top three', () => {
    expect(concentration([7])).toEqual({ top1: 1, top3: 1, hhi: 10_000 });
    expect(concentration([3, 1]).top3).toBe(1);
  });

  it('ignores zero amounts and gives zeros when nothing is held', () => {
    expect(concentration([0, 0])).toEqual({ top1: 0, top3: 0, hhi: 0 });
    expect(concentration([])).toEqual({ top1: 0, top3: 0, hhi: 0 });
    expect(concentration([5, 0, 5]).hhi).toBeCloseTo(5000);
  });
});
