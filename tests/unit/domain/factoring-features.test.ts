import { describe, expect, it } from 'vitest';
import { FACTORING_FEATURE_KEYS, featuresForUser, readFactoringFeatures } from '@domain/factoring-features';

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
      radar: false,
      sinWebhooks: false,
    });
  });

  it('gives every switch off for a factoring without settings', () => {
    for (const stored of [undefined, null, {}]) {
      const features = readFactoringFeatures(stored);
      expect(FACTORING_FEATURE_KEYS.map((key) => features[key])).toEqual(FACTORING_FEATURE_KEYS.map(() => false));
    }
  });
});

describe('featuresForUser (core-platform §6 "Radar items")', () => {
  it('opens the Radar group to every user of a factoring that has it, and to a whitelisted user of one that does not', () => {
    expect(featuresForUser({ radar: true }, 'ana').radar).toBe(true);
    expect(featuresForUser({}, 'ana').radar).toBe(false);
    expect(featuresForUser(null, 'ana').radar).toBe(false);
    expect(featuresForUser({ whitelist: true }, 'ana').radar).toBe(true);
    expect(featuresForUser({ 'whitelist:ana': true }, 'ana').radar).toBe(true);
    expect(featuresForUser({ 'whitelist:ana': true }, 'beto').radar).toBe(false);
  });

  it('keeps the other switches as the record holds them', () => {
    expect(featuresForUser({ sinWebhooks: true, exportarExcel: true, whitelist: true }, 'ana')).toEqual({
      ...readFactoringFeatures({ sinWebhooks: true, exportarExcel: true }),
      radar: true,
    });
  });
});
