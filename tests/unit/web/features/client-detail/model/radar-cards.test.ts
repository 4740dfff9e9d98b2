import { describe, expect, it } from 'vitest';
import { KPI_DEFAULT_SCALES } from '@domain/kpis/kpi-scales';
import {
  RADAR_CARD_KPIS,
  radarCards,
  radarMonths,
  scaleBands,
  scalePosition,
} from '@web/features/client-detail/model/radar-cards';
import type { KpiMonthRow } from '@domain/client-db/views/kpi-months-view';
import { defaultRadar } from '@tests/support/radar-scales';

const rows: KpiMonthRow[] = [
  { kpi: 'aceptacion-documentos-promedio', date: '2025-01', value: 95 },
  { kpi: 'aceptacion-documentos-promedio', date: '2025-02', value: 85 },
  { kpi: 'reclamo-promedio', date: '2025-01', value: 12 },
  { kpi: 'reclamo-promedio', date: '2025-02', value: null },
  { kpi: 'cantidad-factorings', date: '2025-01', value: 2 },
  { kpi: 'cantidad-factorings', date: '2025-02', value: 7 },
  { kpi: 'payment-compliance', date: '2025-01', value: 10 },
];

/** The two months of `rows`. */
const PERIOD = { desde: '2025-01', hasta: '2025-02' };

describe('radarCards (client-detail §9 radar)', () => {
  const cards = radarCards(rows, defaultRadar(), PERIOD);
  const card = (kpi: string) => cards.find((candidate) => candidate.kpi === kpi)!;

  it('has the 10 KPIs of client-detail §9, payment-compliance left out', () => {
    expect(cards.map((c) => c.kpi)).toEqual([...RADAR_CARD_KPIS]);
    expect(cards).toHaveLength(10);
  });

  it("combines the months with the client list's aggregation over the period's months and classifies the result", () => {
    // (95 + 85) / 2 = 90: on the high stop of a higher-is-better KPI, Bueno.
    expect(card('aceptacion-documentos-promedio')).toMatchObject({
      value: 90,
      valueText: '90,00%',
      kpiClass: 'Bueno',
      orderLabel: 'Mayor es Mejor',
      aggregationLabel: 'Promedio mensual',
    });
    // A month without a value still counts in the divisor (client-detail §9): 12 / 2 = 6, Regular (the list says 12).
    expect(card('reclamo-promedio')).toMatchObject({ value: 6, kpiClass: 'Regular', orderLabel: 'Menor es Mejor' });
    // MAX of 2 and 7 against [3, 6], higher is better.
    expect(card('cantidad-factorings')).toMatchObject({ value: 7, valueText: '7', kpiClass: 'Bueno' });
  });

  it('has no value, class nor marker for a KPI without data in the period', () => {
    expect(card('top3-clientes')).toMatchObject({ value: null, valueText: '', kpiClass: null, marker: null });
  });

  it('writes each class rule with the comparison classifyKpi applies', () => {
    expect(card('reclamo-promedio').rules).toEqual([
      { kpiClass: 'Bueno', comparison: '≤', text: '5%' },
      { kpiClass: 'Regular', comparison: '≤', text: '10%' },
      { kpiClass: 'Malo', comparison: '>', text: '10%' },
    ]);
    expect(card('anulaciones-promedio')).toMatchObject({ minText: '0%', maxText: '15%' });
    expect(card('cantidad-factorings').rules.map((rule) => `${rule.kpiClass} ${rule.comparison} ${rule.text}`)).toEqual(
      ['Bueno ≥ 6', 'Regular ≥ 3', 'Malo < 3'],
    );
  });

  it('hides the cards of disabled KPIs', () => {
    const kpis = radarCards(rows, defaultRadar(['reclamo-promedio', 'top1-cliente']), PERIOD).map((c) => c.kpi);
    expect(kpis).toHaveLength(8);
    expect(kpis).not.toContain('reclamo-promedio');
    expect(kpis).not.toContain('top1-cliente');
  });

  it('follows a saved scale: thresholds in either order, another range', () => {
    const radar = defaultRadar();
    const scales = {
      ...radar.scales,
      'reclamo-promedio': { min: 0, max: 20, stops: [15, 10] as const, order: 'good-first' as const },
    };
    const period = { desde: '2025-01', hasta: '2025-01' };
    expect(radarCards(rows, { ...radar, scales }, period).find((c) => c.kpi === 'reclamo-promedio')).toMatchObject({
      kpiClass: 'Regular',
      marker: 60,
      stops: [50, 75],
    });
  });

  it('divides a monthly average by the months of the period, 6 when there is no period (client-detail §9)', () => {
    const value = (period: { desde: string; hasta: string } | null) =>
      radarCards(rows, defaultRadar(), period).find((c) => c.kpi === 'aceptacion-documentos-promedio')!.value;
    expect(value({ desde: '2024-11', hasta: '2025-02' })).toBe(45);
    expect(value(null)).toBe(30);
    expect(value({ desde: '2025-03', hasta: '2025-01' })).toBe(30);
    // cantidad-factorings is the period's maximum, not an average.
    expect(radarCards(rows, defaultRadar(), null).find((c) => c.kpi === 'cantidad-factorings')!.value).toBe(7);
  });
});

describe('scale geometry', () => {
  it('places a value in percent of min..max, clamped at both ends', () => {
    expect(scalePosition(5, KPI_DEFAULT_SCALES['anulaciones-promedio'])).toBeCloseTo(33.33, 2);
    expect(scalePosition(8, KPI_DEFAULT_SCALES['cantidad-factorings'])).toBe(50);
    expect(scalePosition(40, KPI_DEFAULT_SCALES['anulaciones-promedio'])).toBe(100);
    expect(scalePosition(0, KPI_DEFAULT_SCALES['cantidad-factorings'])).toBe(0);
  });

  it('orders the bands good to bad for lower-is-better KPIs and bad to good otherwise', () => {
    expect(scaleBands(KPI_DEFAULT_SCALES['reclamo-promedio'])).toEqual([
      { kpiClass: 'Bueno', from: 0, to: 5 },
      { kpiClass: 'Regular', from: 5, to: 10 },
      { kpiClass: 'Malo', from: 10, to: 100 },
    ]);
    expect(scaleBands(KPI_DEFAULT_SCALES['aceptacion-documentos-promedio'])).toEqual([
      { kpiClass: 'Malo', from: 0, to: 70 },
      { kpiClass: 'Regular', from: 70, to: 90 },
      { kpiClass: 'Bueno', from: 90, to: 100 },
    ]);
  });
});

describe('radarMonths', () => {
  it('gives every month the Chile-day range touches', () => {
    expect(radarMonths({ inicio: '2024-06-15', fin: '2025-06-14' })).toEqual({ desde: '2024-06', hasta: '2025-06' });
  });
});
