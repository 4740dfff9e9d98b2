import { describe, expect, it } from 'vitest';
import { KPI_IDS } from '@domain/kpis/kpi-ids';
import { classifyKpi, KPI_DEFAULT_SCALES } from '@domain/kpis/kpi-scales';

describe('KPI default scales', () => {
  it('has one scale per KPI, stops sorted within the range', () => {
    for (const id of KPI_IDS) {
      const { min, max, stops } = KPI_DEFAULT_SCALES[id];
      expect(min).toBeLessThanOrEqual(stops[0]);
      expect(stops[0]).toBeLessThan(stops[1]);
      expect(stops[1]).toBeLessThanOrEqual(max);
    }
  });

  it('flips exactly the seven lower-is-better KPIs of client-radar §9', () => {
    const lower = KPI_IDS.filter((id) => KPI_DEFAULT_SCALES[id].order === 'good-first');
    expect(lower.sort()).toEqual(
      [
        'anulaciones-promedio',
        'concentracion-top1-factoring',
        'rebajas-promedio',
        'reclamo-promedio',
        'top1-cliente',
        'top3-clientes',
        'top3-factorings',
      ].sort(),
    );
  });
});

describe('classifyKpi', () => {
  const acceptance = KPI_DEFAULT_SCALES['aceptacion-documentos-promedio'];
  const claims = KPI_DEFAULT_SCALES['reclamo-promedio'];

  it('puts a higher-is-better value on the better side of each stop', () => {
    expect(classifyKpi(69.99, acceptance)).toBe('Malo');
    expect(classifyKpi(70, acceptance)).toBe('Regular');
    expect(classifyKpi(89.99, acceptance)).toBe('Regular');
    expect(classifyKpi(90, acceptance)).toBe('Bueno');
  });

  it('flips a lower-is-better KPI (claims bad 10, regular 5 in client-detail §9)', () => {
    expect(classifyKpi(5, claims)).toBe('Bueno');
    expect(classifyKpi(5.01, claims)).toBe('Regular');
    expect(classifyKpi(10, claims)).toBe('Regular');
    expect(classifyKpi(10.01, claims)).toBe('Malo');
  });

  it('reads stops given in either order', () => {
    expect(classifyKpi(95, { stops: [90, 70], order: 'bad-first' })).toBe('Bueno');
    expect(classifyKpi(11, { stops: [10, 5], order: 'good-first' })).toBe('Malo');
  });

  it('has no class for a missing value', () => {
    expect(classifyKpi(null, claims)).toBeNull();
    expect(classifyKpi(undefined, claims)).toBeNull();
    expect(classifyKpi(Number.NaN, claims)).toBeNull();
  });
});
