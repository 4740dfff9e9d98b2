import { describe, expect, it } from 'vitest';
import { FACTORING_FEATURE_KEYS, readFactoringFeatures } from '@domain/factoring-features';

describe('readFactoringFeatures', () => {
  it('turns on only the switches stored as true', () => {
    expect(
      readFactoringFeatures({ busquedaExtendida: true, tipoFechaHabilitado: false, cartaGuia: 'true', otra: true }),
    ).toEqual({
      busquedaExtendida: true,
      tipoFechaHabilitado: false,
      exportarExcel: false,
      cartaGuia: false,
      estadoDBThor: false,
      exportacionEnriquecida: false,
      riesgo: false,
      reportes: false,
    });
  });

  it('gives every switch off for a factoring without settings', () => {
    for (const stored of [undefined, null, {}]) {
      const features = readFactoringFeatures(stored);
      expect(FACTORING_FEATURE_KEYS.map((key) => features[key])).toEqual(FACTORING_FEATURE_KEYS.map(() => false));
    }
  });
});
