import { describe, expect, it } from 'vitest';
import { formatColumnValue } from '@domain/dashboard-columns/format-column-value';
import type { ColumnDefinition } from '@domain/dashboard-columns/types';

const number: ColumnDefinition = { id: 'n', displayName: 'N', type: 'kpi' };
const percent: ColumnDefinition = {
  id: 'p',
  displayName: 'P',
  type: 'calculated',
  expression: '1',
  format: 'percentage',
};
const millions: ColumnDefinition = { id: 'm', displayName: 'M', type: 'kpi', inMillions: true, format: 'number' };

describe('formatColumnValue', () => {
  it('uses es-CL digits with 2 decimals by default', () => {
    expect(formatColumnValue(1234567.891, number)).toBe('1.234.567,89');
    expect(formatColumnValue(0.005, number)).toBe('0,01');
    expect(formatColumnValue(-1500, number)).toBe('-1.500,00');
  });

  it("follows the column's decimals", () => {
    expect(formatColumnValue(3.6, { ...number, decimals: 0 })).toBe('4');
    expect(formatColumnValue(2.5, { ...number, decimals: 3 })).toBe('2,500');
  });

  it('adds % to percentages (values already in percent)', () => {
    expect(formatColumnValue(85.5, percent)).toBe('85,50%');
  });

  it('divides in-millions KPI values by 1,000,000 and adds M', () => {
    expect(formatColumnValue(12_345_678, millions)).toBe('12,35M');
    expect(formatColumnValue(2_500_000_000, { ...millions, decimals: 0 })).toBe('2.500M');
  });

  it('shows empty for null, undefined and non-finite values (e.g. a division by zero)', () => {
    for (const empty of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatColumnValue(empty, percent)).toBe('');
    }
  });

  it('never shows a negative zero', () => {
    expect(formatColumnValue(-0.001, number)).toBe('0,00');
  });
});
