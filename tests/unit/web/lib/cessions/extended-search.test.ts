import { describe, expect, it } from 'vitest';
import { INVALID_MONTO_MESSAGE, MONTO_RANGE_MESSAGE, toExtendedCriteria } from '@web/lib/cessions/extended-search';

describe('toExtendedCriteria (extended acquired search, core-platform §2)', () => {
  it('reads whole-peso amounts with or without $ and dot thousands; empty means no bound', () => {
    expect(toExtendedCriteria({ tipoFecha: 'vencimiento', montoDesde: '$1.500.000', montoHasta: ' 2000000 ' })).toEqual(
      {
        criteria: { tipoFecha: 'vencimiento', mntCesionInicial: 1_500_000, mntCesionFinal: 2_000_000 },
      },
    );
    expect(toExtendedCriteria({ tipoFecha: 'cesion', montoDesde: '', montoHasta: '' })).toEqual({
      criteria: { tipoFecha: 'cesion', mntCesionInicial: null, mntCesionFinal: null },
    });
  });

  it('refuses amounts that are not whole pesos', () => {
    for (const monto of ['12,5', '-100', 'mil', '1.000,50']) {
      expect(toExtendedCriteria({ tipoFecha: 'cesion', montoDesde: monto, montoHasta: '' })).toEqual({
        error: INVALID_MONTO_MESSAGE,
      });
    }
  });

  it('refuses Monto Desde above Monto Hasta but accepts equal bounds', () => {
    expect(toExtendedCriteria({ tipoFecha: 'emision', montoDesde: '2.000', montoHasta: '1.999' })).toEqual({
      error: MONTO_RANGE_MESSAGE,
    });
    expect(toExtendedCriteria({ tipoFecha: 'emision', montoDesde: '2.000', montoHasta: '2000' })).toEqual({
      criteria: { tipoFecha: 'emision', mntCesionInicial: 2000, mntCesionFinal: 2000 },
    });
  });
});
