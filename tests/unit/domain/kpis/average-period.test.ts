import { describe, expect, it } from 'vitest';
import { averagePeriodDivisor, DEFAULT_AVERAGE_MONTHS, periodAverage } from '@domain/kpis/average-period';

describe('averagePeriodDivisor (client-detail §9)', () => {
  it('counts the months of the period, both ends included, across years', () => {
    expect(averagePeriodDivisor({ desde: '2025-01', hasta: '2025-01' })).toBe(1);
    expect(averagePeriodDivisor({ desde: '2024-06', hasta: '2025-06' })).toBe(13);
  });

  it('is 6 when the period is missing, malformed or not positive', () => {
    expect(DEFAULT_AVERAGE_MONTHS).toBe(6);
    expect(averagePeriodDivisor(null)).toBe(6);
    expect(averagePeriodDivisor(undefined)).toBe(6);
    expect(averagePeriodDivisor({ desde: '', hasta: '2025-01' })).toBe(6);
    expect(averagePeriodDivisor({ desde: '2025-02', hasta: '2025-01' })).toBe(6);
  });
});

describe('periodAverage', () => {
  it('sums the values over the divisor, and has no value without any month', () => {
    expect(periodAverage([10, 20], 4)).toBe(7.5);
    expect(periodAverage([], 4)).toBeNull();
  });
});
