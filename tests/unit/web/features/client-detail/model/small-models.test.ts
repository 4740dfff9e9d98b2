import { describe, expect, it } from 'vitest';
import { availableDetailTabs, resolveDetailTab } from '@web/features/client-detail/model/detail-tab';
import { downloadPercent } from '@web/features/client-detail/model/download-percent';
import { routeRut } from '@web/features/client-detail/model/route-rut';

describe('resolveDetailTab (client-detail §2: unknown or unavailable tab falls back to cesiones)', () => {
  const plain = { riesgo: false, radar: false };

  it('keeps an available tab and replaces anything else', () => {
    expect(resolveDetailTab('cesiones', plain)).toBe('cesiones');
    expect(resolveDetailTab('ventas', plain)).toBe('ventas');
    expect(resolveDetailTab('resumen', plain)).toBe('cesiones');
    expect(resolveDetailTab(null, plain)).toBe('cesiones');
  });

  it('offers riesgo only with the factoring feature and the radar (infografica) only with radarClientes', () => {
    expect(resolveDetailTab('riesgo', plain)).toBe('cesiones');
    expect(resolveDetailTab('riesgo', { riesgo: true, radar: false })).toBe('riesgo');
    expect(resolveDetailTab('infografica', plain)).toBe('cesiones');
    expect(resolveDetailTab('infografica', { riesgo: false, radar: true })).toBe('infografica');
    expect(availableDetailTabs({ riesgo: false, radar: true }).at(-1)).toEqual({
      value: 'infografica',
      label: 'Radar',
    });
    const all = availableDetailTabs({ riesgo: true, radar: true }).map((tab) => tab.value);
    const base = availableDetailTabs(plain).map((tab) => tab.value);
    expect(all.filter((tab) => !base.includes(tab))).toEqual(['riesgo', 'infografica']);
    expect(base[0]).toBe('cesiones');
  });
});

describe('downloadPercent (database progress bar)', () => {
  it('gives whole percent of the known size, capped at 100', () => {
    expect(downloadPercent({ loaded: 1, total: 3 })).toBe(33);
    expect(downloadPercent({ loaded: 5, total: 4 })).toBe(100);
  });

  it('is null (indeterminate) without progress or without a size', () => {
    expect(downloadPercent(null)).toBeNull();
    expect(downloadPercent({ loaded: 10, total: null })).toBeNull();
  });
});

describe('routeRut (/dashboard-clientes/{rut})', () => {
  it('normalises a valid RUT', () => {
    expect(routeRut('76.389.992-6')).toBe('76389992-6');
    expect(routeRut('76389992-6')).toBe('76389992-6');
  });

  it('rejects a wrong check digit, text and a missing parameter', () => {
    expect(routeRut('76389992-5')).toBeNull();
    expect(routeRut('abc')).toBeNull();
    expect(routeRut(undefined)).toBeNull();
  });
});
