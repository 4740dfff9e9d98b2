import { describe, expect, it } from 'vitest';
import { periodKpiValue } from '@domain/kpis/period-kpi-value';

describe('periodKpiValue (a KPI over the months of a period)', () => {
  it('averages a percent KPI over the months that have a value, skipping the empty ones', () => {
    expect(periodKpiValue('reclamo-promedio', [2, null, 6, 10])).toBe(6);
  });

  it('takes the largest month of cantidad-factorings, as its client-list column does', () => {
    expect(periodKpiValue('cantidad-factorings', [1, 4, null, 2])).toBe(4);
  });

  it('is null when no month has a value', () => {
    expect(periodKpiValue('top1-cliente', [null, null])).toBeNull();
    expect(periodKpiValue('top1-cliente', [])).toBeNull();
  });
});
