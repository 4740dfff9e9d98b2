import { describe, expect, it } from 'vitest';
import { defaultRadarConfig } from '@domain/kpis/radar-config/radar-config';
import { exportRadarConfig, importRadarConfig } from '@domain/kpis/radar-config/radar-config-file';

describe('radar configuration files', () => {
  it('reads back what it exported', () => {
    const text = exportRadarConfig({ name: 'Pyme', description: 'Cartera pyme', ...defaultRadarConfig() });
    expect(importRadarConfig(text)).toEqual({
      config: defaultRadarConfig(),
      errors: [],
      warnings: [],
      name: 'Pyme',
      description: 'Cartera pyme',
    });
  });

  it('reports a file that is not JSON, and the §5 errors of one that is', () => {
    expect(importRadarConfig('{').errors).toEqual(['El archivo no es un JSON válido']);
    expect(importRadarConfig('[]').errors).toContain('Configuration must have an "enabled" object');
  });
});
