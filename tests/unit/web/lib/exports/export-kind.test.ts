import { describe, expect, it } from 'vitest';
import type { FactoringFeatures } from '@domain/factoring-features';
import { buildExportSheet, isExportEnabled } from '@web/lib/exports/export-kind';
import { sampleCesiones } from './sample-cesiones';

const NOW = new Date('2019-04-08T16:00:00Z');
const OFF: FactoringFeatures = {
  busquedaExtendida: false,
  tipoFechaHabilitado: false,
  exportarExcel: false,
  cartaGuia: false,
  estadoDBThor: false,
  exportacionEnriquecida: false,
  riesgo: false,
  reportes: false,
  radar: false,
  sinWebhooks: false,
};

describe('isExportEnabled', () => {
  it('offers CartaGuia only to factorings with the cartaGuia feature (core-platform §6)', () => {
    expect(isExportEnabled('cartaGuia', OFF)).toBe(false);
    expect(isExportEnabled('cartaGuia', null)).toBe(false);
    expect(isExportEnabled('cartaGuia', { ...OFF, cartaGuia: true })).toBe(true);
  });

  it("always offers the Cesiones screen's export of what is on screen", () => {
    for (const kind of ['cesiones', 'anulados', 'rebajados'] as const) expect(isExportEnabled(kind, null)).toBe(true);
  });

  it("offers 'Exportar a excel' on the search screens only to factorings with exportarExcel (core-platform §2)", () => {
    for (const kind of ['cesiones', 'anulados', 'rebajados'] as const) {
      expect(isExportEnabled(kind, OFF, true)).toBe(false);
      expect(isExportEnabled(kind, null, true)).toBe(false);
      expect(isExportEnabled(kind, { ...OFF, exportarExcel: true }, true)).toBe(true);
    }
  });
});

describe('buildExportSheet', () => {
  it('picks the file of each kind (core-platform §9)', () => {
    const names = (['cesiones', 'anulados', 'rebajados', 'cartaGuia'] as const).map(
      (kind) => buildExportSheet(kind, sampleCesiones(), OFF, NOW).fileName,
    );
    expect(names).toEqual([
      'Cesiones exportadas.xlsx',
      'AnuladosExport.xlsx',
      'RebajadosExport.xlsx',
      'CartaGuia.xlsx',
    ]);
  });

  it('adds Estado Nómina to the cession export only with exportacionEnriquecida', () => {
    const headers = (features: FactoringFeatures) =>
      buildExportSheet('cesiones', sampleCesiones(), features, NOW).columns.map((c) => c.header);
    expect(headers(OFF)).not.toContain('Estado Nómina');
    expect(headers({ ...OFF, exportacionEnriquecida: true })).toContain('Estado Nómina');
  });
});
