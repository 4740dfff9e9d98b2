import { describe, expect, it } from 'vitest';
import { defaultRadarConfig } from '@domain/kpis/radar-config/radar-config';
import { radarConfigOf, toKpiRadarList } from '@domain/kpis/radar-config/radar-config-wire';
import { RADAR_TEMPLATES } from '@domain/kpis/radar-config/radar-templates';

describe('radar configuration on the wire', () => {
  it('reads back the list it wrote', () => {
    const conservative = RADAR_TEMPLATES[1]!.config;
    expect(radarConfigOf(toKpiRadarList(conservative))).toEqual(conservative);
  });

  it('falls back to the defaults for a list that fails validation', () => {
    const broken = toKpiRadarList(RADAR_TEMPLATES[2]!.config).slice(1);
    expect(radarConfigOf(broken)).toEqual(defaultRadarConfig());
  });
});
