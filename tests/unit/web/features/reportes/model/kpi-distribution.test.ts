import { describe, expect, it } from 'vitest';
import type { ColumnValues } from '@domain/dashboard-columns/column-values';
import { DEFAULT_COLUMN_CONFIG } from '@domain/dashboard-columns/default-column-config';
import { defaultRadarConfig, radarScales } from '@domain/kpis/radar-config/radar-config';
import { kpiClassOf } from '@web/lib/kpi-radar/kpi-class-of';
import { kpiDistribution } from '@web/features/reportes/model/kpi-distribution';

const config = defaultRadarConfig();
const radar = { scales: radarScales(config), enabled: config.enabled };

describe('kpiDistribution', () => {
  // Default scales: payment-compliance higher-is-better, stops [70, 90]; reclamo-promedio lower-is-better, [5, 10].
  const values: ColumnValues[] = [
    { 'payment-compliance': 95, 'reclamo-promedio': 2 },
    { 'payment-compliance': 90, 'reclamo-promedio': 10 },
    { 'payment-compliance': 70, 'reclamo-promedio': 11 },
    { 'payment-compliance': 40, 'reclamo-promedio': null },
    { 'payment-compliance': null },
  ];
  const clients = values.map((v, index) => ({ rut: `${index + 1}-${index + 1}`, values: v }));

  it('lists the clients of each class by the rule that colours the client list, and those without a value', () => {
    const rows = kpiDistribution(clients, DEFAULT_COLUMN_CONFIG.columns, radar);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get('payment-compliance')).toMatchObject({
      nombre: 'Cumplimiento de Pago',
      clases: { Bueno: ['1-1', '2-2'], Regular: ['3-3'], Malo: ['4-4'] },
      sinDato: ['5-5'],
    });
    expect(byId.get('reclamo-promedio')).toMatchObject({
      clases: { Bueno: ['1-1'], Regular: ['2-2'], Malo: ['3-3'] },
      sinDato: ['4-4', '5-5'],
    });
    // Every client lands where its cell's colour says.
    for (const row of rows) {
      const malos = clients.filter((c) => kpiClassOf(row.id, c.values[row.id], radar) === 'Malo').map((c) => c.rut);
      expect(row.clases.Malo).toEqual(malos);
    }
  });

  it('leaves out the KPIs the radar configuration turns off and the columns that are not KPIs', () => {
    const off = { ...radar, enabled: { ...radar.enabled, 'payment-compliance': false } };
    const ids = kpiDistribution(clients, DEFAULT_COLUMN_CONFIG.columns, off).map((row) => row.id);
    expect(ids).not.toContain('payment-compliance');
    expect(ids).toContain('reclamo-promedio');
    expect(ids.every((id) => DEFAULT_COLUMN_CONFIG.columns.some((c) => c.id === id && c.type === 'kpi'))).toBe(true);
  });
});
