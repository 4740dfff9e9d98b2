import { describe, expect, it } from 'vitest';
import { KPI_IDS } from '@domain/kpis/kpi-ids';
import { defaultRadarConfig, perKpi } from '@domain/kpis/radar-config/radar-config';
import {
  checkRadarConfig,
  configurationName,
  invalidConfigurationMessage,
} from '@domain/kpis/radar-config/radar-config-validation';

const valid = () => JSON.parse(JSON.stringify(defaultRadarConfig())) as Record<string, Record<string, unknown>>;

describe('radar configuration validation (client-radar §5)', () => {
  it('accepts the default configuration without warnings', () => {
    expect(checkRadarConfig(valid())).toEqual({ config: defaultRadarConfig(), errors: [], warnings: [] });
  });

  it('needs an "enabled" object', () => {
    const { enabled: _, ...rest } = valid();
    expect(checkRadarConfig(rest).errors).toContain('Configuration must have an "enabled" object');
    expect(checkRadarConfig({ ...rest, enabled: [] }).errors).toContain('Configuration must have an "enabled" object');
  });

  it('names the missing cards as an error', () => {
    const input = valid();
    delete input.enabled?.['top1-cliente'];
    delete input.enabled?.['rebajas-promedio'];
    const check = checkRadarConfig(input);
    expect(check.errors).toEqual(['Missing enabled cards: rebajas-promedio, top1-cliente']);
    expect(check.config).toBeNull();
  });

  it('only warns about unknown cards and drops them', () => {
    const input = valid();
    input.enabled = { ...input.enabled, fiscalDebtRatio: true };
    const check = checkRadarConfig(input);
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual(['Unknown cards will be ignored']);
    expect(Object.keys(check.config?.enabled ?? {})).toEqual([...KPI_IDS]);
  });

  it('needs a boolean per card', () => {
    const input = valid();
    input.enabled = { ...input.enabled, 'top3-clientes': 'yes' };
    expect(checkRadarConfig(input).errors).toEqual(['Card "top3-clientes" must have a boolean value, got string']);
  });

  it('warns when no card is enabled', () => {
    const input = valid();
    input.enabled = perKpi(() => false);
    const check = checkRadarConfig(input);
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual(['No cards are enabled - dashboard will be empty']);
  });

  it('needs numeric bad and regular per KPI, in the order of its KPI', () => {
    const input = valid();
    input.thresholds = {
      ...input.thresholds,
      'payment-compliance': { bad: '70', regular: 90 },
      'reclamo-promedio': { bad: 5, regular: 10 },
      'aceptacion-documentos-promedio': { bad: 90, regular: 70 },
      'anulaciones-promedio': 3,
      'rebajas-promedio': { bad: 30, regular: 3 },
    };
    expect(checkRadarConfig(input).errors).toEqual([
      'Threshold "payment-compliance" must have numeric bad and regular',
      'Threshold "aceptacion-documentos-promedio": bad must be less than regular',
      'Threshold "reclamo-promedio": bad must be greater than regular',
      'Threshold "anulaciones-promedio" must be an object',
      'Threshold "rebajas-promedio" must lie between 0 and 20',
    ]);
  });

  it('reads the order of an imported file, so an inverted KPI has its pair inverted', () => {
    const input = valid();
    input.order = { ...input.order, 'reclamo-promedio': 'bad-first' };
    expect(checkRadarConfig(input).errors).toEqual(['Threshold "reclamo-promedio": bad must be less than regular']);
    input.thresholds = { ...input.thresholds, 'reclamo-promedio': { bad: 5, regular: 10 } };
    expect(checkRadarConfig(input).config?.order['reclamo-promedio']).toBe('bad-first');
  });

  it('wraps rejected updates and needs a name', () => {
    expect(invalidConfigurationMessage(['a', 'b'])).toBe('Invalid configuration: a; b');
    expect(() => configurationName('  ')).toThrow('Configuration name is required');
    expect(() => configurationName(3)).toThrow('Configuration name is required');
    expect(configurationName(' Mi radar ')).toBe('Mi radar');
  });
});
