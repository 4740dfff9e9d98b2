import { describe, expect, it } from 'vitest';
import { KPI_IDS } from '@domain/kpis/kpi-ids';
import { KPI_DEFAULT_SCALES } from '@domain/kpis/kpi-scales';
import { defaultRadarConfig, stopsOf } from '@domain/kpis/radar-config/radar-config';
import { checkRadarConfig } from '@domain/kpis/radar-config/radar-config-validation';
import { isTemplateName, RADAR_TEMPLATES, TEMPLATE_REASONS } from '@domain/kpis/radar-config/radar-templates';
import { sliderRule } from '@domain/kpis/radar-config/slider-rule';

describe('built-in radar templates', () => {
  it('are Balanced, Conservative and Aggressive, marked as templates', () => {
    expect(RADAR_TEMPLATES.map((t) => t.name)).toEqual(['Balanced', 'Conservative', 'Aggressive']);
    expect(RADAR_TEMPLATES.every((t) => t.isTemplate && !t.isDefault && !t.autoSaved)).toBe(true);
    expect(isTemplateName('Conservative')).toBe(true);
    expect(isTemplateName('Mi configuración')).toBe(false);
  });

  it('Balanced is the default configuration', () => {
    expect(RADAR_TEMPLATES[0]?.config).toEqual(defaultRadarConfig());
  });

  it('each template passes the validation of §5 and sits on the slider steps with the minimum gap', () => {
    for (const t of RADAR_TEMPLATES) {
      expect(checkRadarConfig(t.config).errors).toEqual([]);
      for (const id of KPI_IDS) {
        const { min, max } = KPI_DEFAULT_SCALES[id];
        const { step, gap } = sliderRule({ max });
        const [low, high] = stopsOf(t.config.thresholds[id]);
        expect(high - low).toBeGreaterThanOrEqual(gap);
        expect(((low - min) / step) % 1).toBe(0);
        expect(((high - min) / step) % 1).toBe(0);
        expect(TEMPLATE_REASONS[t.name]?.[id]).toBeTruthy();
      }
    }
  });

  it('Conservative asks more than Balanced, Aggressive less, on every KPI', () => {
    const [balanced, conservative, aggressive] = RADAR_TEMPLATES.map((t) => t.config);
    for (const id of KPI_IDS) {
      const sign = KPI_DEFAULT_SCALES[id].order === 'good-first' ? -1 : 1;
      const good = (c: typeof balanced) => sign * (c?.thresholds[id].regular ?? NaN);
      expect(good(conservative)).toBeGreaterThan(good(balanced));
      expect(good(aggressive)).toBeLessThan(good(balanced));
    }
  });
});
