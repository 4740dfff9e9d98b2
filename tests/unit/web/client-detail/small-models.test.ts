import { describe, expect, it } from 'vitest';
import { resolveDetailTab } from '../../../../web/src/features/client-detail/model/detail-tab';
import { downloadPercent } from '../../../../web/src/features/client-detail/model/download-percent';
import { routeRut } from '../../../../web/src/features/client-detail/model/route-rut';

describe('resolveDetailTab (client-detail §2: unknown or unavailable tab falls back to cesiones)', () => {
  it('keeps cesiones and replaces anything else', () => {
    expect(resolveDetailTab('cesiones')).toBe('cesiones');
    expect(resolveDetailTab('resumen')).toBe('cesiones');
    expect(resolveDetailTab(null)).toBe('cesiones');
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
