import { describe, expect, it } from 'vitest';
import type { KpiId } from '@domain/kpis/kpi-ids';
import { defaultRadarConfig, perKpi } from '@domain/kpis/radar-config/radar-config';
import {
  backtestWindows,
  clientRadarClass,
  hadClaimsOrAnnulments,
  radarBacktest,
  type ClientMonthlyKpis,
} from '@domain/kpis/radar-config/radar-backtest';

const WINDOWS = backtestWindows('2026-01');
const [B1, B2] = WINDOWS.before as [string, string];
const [A1, A2] = WINDOWS.after as [string, string];

const client = (values: Partial<Record<KpiId, Record<string, number | null>>>): ClientMonthlyKpis =>
  new Map(Object.entries(values).map(([kpi, months]) => [kpi, new Map(Object.entries(months))]));

/** The default thresholds with only these cards enabled (payment-compliance: Malo below 70, Bueno from 90). */
const only = (...ids: KpiId[]) => ({ ...defaultRadarConfig(), enabled: perKpi((id) => ids.includes(id)) });

describe('backtestWindows', () => {
  it('watches the last two months, the current one included, and places over the two before, across a year', () => {
    expect(WINDOWS).toEqual({ before: ['2025-10', '2025-11'], after: ['2025-12', '2026-01'] });
  });
});

describe('hadClaimsOrAnnulments', () => {
  it('counts any claimed or annulled share above 0 in the months, nothing at 0, missing or before them', () => {
    expect(hadClaimsOrAnnulments(client({ 'reclamo-promedio': { [A1]: 0, [A2]: null } }), WINDOWS.after)).toBe(false);
    expect(hadClaimsOrAnnulments(client({ 'reclamo-promedio': { [A2]: 0.01 } }), WINDOWS.after)).toBe(true);
    expect(hadClaimsOrAnnulments(client({ 'anulaciones-promedio': { [A1]: 3 } }), WINDOWS.after)).toBe(true);
    expect(hadClaimsOrAnnulments(client({ 'reclamo-promedio': { [B2]: 50 } }), WINDOWS.after)).toBe(false);
  });
});

describe('clientRadarClass (the weakest enabled card over the months)', () => {
  it('puts a value on the bad stop on its better side: 70 averaged is Regular, just below is Malo', () => {
    const config = only('payment-compliance');
    expect(clientRadarClass(client({ 'payment-compliance': { [B1]: 60, [B2]: 80 } }), config, WINDOWS.before)).toBe(
      'Regular',
    );
    expect(clientRadarClass(client({ 'payment-compliance': { [B1]: 60, [B2]: 79.98 } }), config, WINDOWS.before)).toBe(
      'Malo',
    );
  });

  it('is Malo when any enabled card is, Regular when one is Regular, Bueno only when all with a value are', () => {
    const config = only('payment-compliance', 'reclamo-promedio');
    const bueno = { 'payment-compliance': { [B1]: 95 } };
    expect(clientRadarClass(client(bueno), config, WINDOWS.before)).toBe('Bueno');
    expect(clientRadarClass(client({ ...bueno, 'reclamo-promedio': { [B2]: 7 } }), config, WINDOWS.before)).toBe(
      'Regular',
    );
    expect(clientRadarClass(client({ ...bueno, 'reclamo-promedio': { [B2]: 10.5 } }), config, WINDOWS.before)).toBe(
      'Malo',
    );
    const malo = { 'payment-compliance': { [B1]: 50 }, 'reclamo-promedio': { [B2]: 7 } };
    expect(clientRadarClass(client(malo), config, WINDOWS.before)).toBe('Malo');
  });

  it('ignores disabled cards and months outside the window; no value at all gives no class', () => {
    const config = only('payment-compliance');
    const values = { 'payment-compliance': { [B1]: 95, [A1]: 10 }, 'reclamo-promedio': { [B1]: 90 } };
    expect(clientRadarClass(client(values), config, WINDOWS.before)).toBe('Bueno');
    expect(clientRadarClass(client({ 'payment-compliance': { [A1]: 10 } }), config, WINDOWS.before)).toBeNull();
  });
});

describe('radarBacktest', () => {
  it('counts only the clients with claims or annulments afterwards, by the class they had before', () => {
    const config = only('payment-compliance');
    const claimed = { 'reclamo-promedio': { [A1]: 2 } };
    const clients = [
      client({ ...claimed, 'payment-compliance': { [B1]: 50 } }),
      client({ ...claimed, 'payment-compliance': { [B2]: 69 } }),
      client({ ...claimed, 'payment-compliance': { [B1]: 90 } }),
      client({ ...claimed, 'payment-compliance': { [B1]: 75 } }),
      client({ ...claimed }),
      client({ 'payment-compliance': { [B1]: 10 } }),
    ];
    expect(radarBacktest(clients, config, WINDOWS)).toEqual({
      flagged: 5,
      placed: { Bueno: 1, Regular: 1, Malo: 2 },
      unplaced: 1,
    });
  });
});
