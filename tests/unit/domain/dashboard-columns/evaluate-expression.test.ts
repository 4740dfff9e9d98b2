import { describe, expect, it } from 'vitest';
import { evaluateExpression, type ExpressionScope } from '@domain/dashboard-columns/evaluate-expression';
import { parseExpression } from '@domain/dashboard-columns/parse-expression';

const value = (text: string, scope: ExpressionScope = {}) => evaluateExpression(parseExpression(text), scope);

describe('evaluateExpression', () => {
  it('division by zero is empty (null), also when the zero is computed, and it propagates', () => {
    expect(value('1 / 0')).toBeNull();
    expect(value('0 / 0')).toBeNull();
    expect(value('a / (b - b)', { a: 3, b: 7 })).toBeNull();
    expect(value('1 + 100 * (a / b)', { a: 1, b: 0 })).toBeNull();
    expect(value('a / b * 100', { a: 1, b: 4 })).toBe(25);
  });

  it('a missing, non-finite or list value in a plain reference is empty', () => {
    expect(value('a + 1')).toBeNull();
    expect(value('a + 1', { a: null })).toBeNull();
    expect(value('a + 1', { a: Number.NaN })).toBeNull();
    expect(value('a + 1', { a: [1, 2] })).toBeNull();
    expect(value('-a', { a: 2 })).toBe(-2);
    expect(value('-a')).toBeNull();
  });

  it('aggregates a list of values', () => {
    const scope = { ventas: [10, 40, 25, 5] };
    expect(value('SUM(ventas)', scope)).toBe(80);
    expect(value('AVG(ventas)', scope)).toBe(20);
    expect(value('MIN(ventas)', scope)).toBe(5);
    expect(value('MAX(ventas)', scope)).toBe(40);
    expect(value('COUNT(ventas)', scope)).toBe(4);
    expect(value('SUM(ventas) / COUNT(ventas)', scope)).toBe(value('AVG(ventas)', scope));
    expect(value('MAX(ventas) - MIN(ventas)', scope)).toBe(35);
  });

  it('a single number aggregates as a one-item list; non-finite items are skipped', () => {
    expect(value('SUM(a) + COUNT(a)', { a: 7 })).toBe(8);
    expect(value('AVG(a)', { a: [2, Number.NaN, 4, Number.POSITIVE_INFINITY] })).toBe(3);
    expect(value('COUNT(a)', { a: [2, Number.NaN] })).toBe(1);
  });

  it('an aggregate of nothing: COUNT is 0, the others are empty', () => {
    for (const scope of [{ a: [] }, {}]) {
      expect(value('COUNT(a)', scope)).toBe(0);
      for (const fn of ['SUM', 'AVG', 'MIN', 'MAX']) expect(value(`${fn}(a)`, scope)).toBeNull();
    }
    expect(value('SUM(a) / COUNT(a)', { a: [] })).toBeNull();
  });

  it('keeps MIN and MAX right for long lists', () => {
    const list = Array.from({ length: 200_000 }, (_, i) => i - 1000);
    expect(value('MIN(a)', { a: list })).toBe(-1000);
    expect(value('MAX(a)', { a: list })).toBe(198_999);
  });
});
