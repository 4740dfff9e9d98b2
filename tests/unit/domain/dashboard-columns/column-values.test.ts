import { describe, expect, it } from 'vitest';
import { validateColumnConfig } from '@domain/dashboard-columns/validate-column-config';
import type { ColumnConfig } from '@domain/dashboard-columns/types';
import { columnValuesOf } from '@domain/dashboard-columns/column-values';

function config(columns: unknown[]): ColumnConfig {
  const validation = validateColumnConfig({ columns });
  if (!validation.ok) throw new Error(validation.errors.join('; '));
  return validation.config;
}

const COLUMNS = config([
  { id: 'payment-compliance', displayName: 'Cumplimiento', type: 'kpi', defaultAggregation: 'AVG' },
  { id: 'cantidad-factorings', displayName: 'Factorings', type: 'kpi', defaultAggregation: 'MAX' },
  { id: 'sin-agregacion', displayName: 'Sin agregación', type: 'kpi' },
  { id: 'conteo', displayName: 'Conteo', type: 'kpi', defaultAggregation: 'COUNT' },
  {
    id: 'ratio',
    displayName: 'Ratio',
    type: 'calculated',
    expression: 'payment-compliance / cantidad-factorings',
    format: 'number',
  },
  {
    id: 'doble-suma',
    displayName: 'Doble suma',
    type: 'calculated',
    expression: 'SUM(cantidad-factorings) * 2',
    format: 'number',
  },
  {
    id: 'por-cero',
    displayName: 'Por cero',
    type: 'calculated',
    expression: 'payment-compliance / 0',
    format: 'number',
  },
  {
    id: 'ratio-promedio',
    displayName: 'Ratio promedio',
    type: 'calculated',
    expression: 'AVG(ratio)',
    format: 'number',
  },
  {
    id: 'resta',
    displayName: 'Resta',
    type: 'calculated',
    expression: '100 - payment-compliance',
    format: 'percentage',
  },
]);

const MONTHS = ['2026-09', '2026-10', '2026-11'];

const kpis = new Map<string, Map<string, number | null>>([
  [
    'payment-compliance',
    new Map<string, number | null>([
      ['2026-09', 80],
      ['2026-10', 90],
      ['2026-11', null],
    ]),
  ],
  [
    'cantidad-factorings',
    new Map<string, number | null>([
      ['2026-09', 2],
      ['2026-10', 4],
      ['2026-11', 3],
    ]),
  ],
  [
    'sin-agregacion',
    new Map<string, number | null>([
      ['2026-09', 10],
      ['2026-11', 20],
    ]),
  ],
  // a month outside the selected range must not count
  [
    'conteo',
    new Map<string, number | null>([
      ['2026-09', 5],
      ['2026-10', 6],
      ['2026-08', 7],
    ]),
  ],
]);

describe('columnValuesOf (client-radar §2 KPI columns, §5)', () => {
  const values = columnValuesOf(COLUMNS, MONTHS)(kpis);

  it('aggregates each kpi column with its defaultAggregation, skipping empty months', () => {
    expect(values['payment-compliance']).toBe(85); // AVG(80, 90)
    expect(values['cantidad-factorings']).toBe(4); // MAX(2, 4, 3)
    expect(values.conteo).toBe(2); // COUNT of 2026-09 and 2026-10 only
  });
  it('uses AVG when a kpi column has no defaultAggregation', () => {
    expect(values['sin-agregacion']).toBe(15); // AVG(10, 20)
  });
  it('evaluates calculated columns over the aggregated values', () => {
    expect(values.ratio).toBe(21.25); // 85 / 4
    expect(values.resta).toBe(15); // 100 - 85
  });
  it('feeds the monthly values to aggregate functions', () => {
    expect(values['doble-suma']).toBe(18); // (2 + 4 + 3) * 2
  });
  it('aggregates a calculated column month by month', () => {
    expect(values['ratio-promedio']).toBe(31.25); // AVG(80/2, 90/4); 2026-11 has no compliance
  });
  it('gives empty for a division by zero', () => {
    expect(values['por-cero']).toBeNull();
  });
  it('gives empty values (and COUNT 0) for a company without KPIs', () => {
    const empty = columnValuesOf(COLUMNS, MONTHS)(new Map());
    expect(empty['payment-compliance']).toBeNull();
    expect(empty.ratio).toBeNull();
    expect(empty.conteo).toBe(0);
  });
});
