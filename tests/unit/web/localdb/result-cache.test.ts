import { describe, expect, it } from 'vitest';
import { RESULT_CACHE_TTL_MS, ResultCache } from '@web/localdb/result-cache';

describe('ResultCache', () => {
  it('keeps a result 300000 ms and computes again once they have passed', () => {
    let now = 1_000;
    let computed = 0;
    const cache = new ResultCache(() => now);
    const compute = () => ++computed;
    expect(RESULT_CACHE_TTL_MS).toBe(300_000);
    expect(cache.getOrCompute('cesiones:{}', compute)).toBe(1);
    now += 299_999;
    expect(cache.getOrCompute('cesiones:{}', compute)).toBe(1);
    now += 1;
    expect(cache.getOrCompute('cesiones:{}', compute)).toBe(2);
  });

  it('clears only the keys with the given prefix, or all without one', () => {
    let computed = 0;
    const cache = new ResultCache(() => 0);
    const compute = () => ++computed;
    cache.getOrCompute('cesiones:{"page":1}', compute);
    cache.getOrCompute('cesiones:{"page":2}', compute);
    cache.getOrCompute('ventas:{}', compute);
    cache.clear('cesiones');
    expect(cache.getOrCompute('cesiones:{"page":1}', compute)).toBe(4);
    expect(cache.getOrCompute('ventas:{}', compute)).toBe(3);
    cache.clear();
    expect(cache.getOrCompute('ventas:{}', compute)).toBe(5);
  });
});
