import { describe, expect, it } from 'vitest';
import { readFactoringFeatures } from '@domain/factoring-features';
import { readFlags } from '@domain/permissions';
import { visibleMenu } from '@web/app/shell/menu';

function labelsFor(attributes: Record<string, string>) {
  return visibleMenu(readFlags(attributes)).map((group) => [group.label, group.items.map((item) => item.label)]);
}

describe('visibleMenu (core-platform §6)', () => {
  it("shows no item while the selected factoring's flags load", () => {
    expect(visibleMenu(null)).toEqual([]);
  });

  it('shows only Cesiones (adquiridas, cedidas, cartera) to a user with no attributes', () => {
    expect(labelsFor({})).toEqual([['Cesiones', ['Adquiridas', 'Cedidas', 'Cartera']]]);
  });

  it("shows 'Cartera' with the acquired list only (the held portfolio is the acquired one)", () => {
    const withoutAcquired = labelsFor({ 'custom:cesionesAdquiridas': '0' }).flatMap(([, items]) => items);
    expect(withoutAcquired).toEqual(['Cedidas']);
  });

  it("shows Cliente for the deudor flag and Deudor for the cliente flag while owed access is not '1'", () => {
    const groups = labelsFor({ 'custom:deudor': '1', 'custom:cliente': '1' }).map(([label]) => label);
    expect(groups).toContain('Cliente');
    expect(groups).toContain('Deudor');
    const owed = labelsFor({ 'custom:deudor': '1', 'custom:cliente': '1', 'custom:cesionesAdeudadas': '1' }).map(
      ([l]) => l,
    );
    expect(owed).not.toContain('Cliente');
    expect(owed).not.toContain('Deudor');
  });

  it("needs cederPorGrilla for 'Desde grilla'", () => {
    const withoutGrid = labelsFor({ 'custom:cesionMasiva': '1' }).find(([label]) => label === 'CesionMasiva');
    expect(withoutGrid?.[1]).not.toContain('Desde grilla');
    const withGrid = labelsFor({ 'custom:cesionMasiva': '1', 'custom:cederPorGrilla': '1' }).find(
      ([l]) => l === 'CesionMasiva',
    );
    expect(withGrid?.[1]).toContain('Desde grilla');
  });

  it('keeps the spec group order and opens only Cesiones by default', () => {
    const all = Object.fromEntries(
      [
        'radarClientes',
        'cesionesAdquiridas',
        'deudor',
        'cliente',
        'cesionMasiva',
        'notificaciones',
        'herramientas',
      ].map((f) => [`custom:${f}`, '1']),
    );
    const groups = visibleMenu(readFlags(all), readFactoringFeatures({ radar: true }));
    expect(groups.map((g) => g.label)).toEqual([
      'Radar',
      'Cesiones',
      'Cliente',
      'Deudor',
      'CesionMasiva',
      'Notificaciones',
      'Herramientas',
    ]);
    expect(groups.filter((g) => g.openByDefault).map((g) => g.label)).toEqual(['Cesiones']);
  });

  it("shows 'Carga Nómina' only for a factoring whose record enables the nómina and with cesionesAdquiridas", () => {
    const herramientas = (estadoDBThor: boolean | null, attributes: Record<string, string> = {}) =>
      visibleMenu(
        readFlags(attributes),
        estadoDBThor === null
          ? null
          : {
              busquedaExtendida: false,
              tipoFechaHabilitado: false,
              exportarExcel: false,
              cartaGuia: false,
              estadoDBThor,
              exportacionEnriquecida: false,
              riesgo: false,
              reportes: false,
              radar: false,
              sinWebhooks: false,
            },
      )
        .find((group) => group.label === 'Herramientas')
        ?.items.map((item) => item.label) ?? [];
    expect(herramientas(true)).toEqual(['Carga Nómina']);
    expect(herramientas(false)).toEqual([]);
    expect(herramientas(null)).toEqual([]);
    expect(herramientas(true, { cesionesAdquiridas: '0' })).toEqual([]);
  });

  it("shows 'Reportes' only for a factoring whose record enables it, to users with reportes and cesionesAdquiridas", () => {
    const cesiones = (reportes: boolean | null, attributes: Record<string, string>) =>
      visibleMenu(readFlags(attributes), reportes === null ? null : readFactoringFeatures({ reportes }))
        .find((group) => group.label === 'Cesiones')
        ?.items.map((item) => item.label) ?? [];
    expect(cesiones(true, { reportes: '1' })).toContain('Reportes');
    expect(cesiones(false, { reportes: '1' })).not.toContain('Reportes');
    expect(cesiones(null, { reportes: '1' })).not.toContain('Reportes');
    expect(cesiones(true, {})).not.toContain('Reportes');
    expect(cesiones(true, { reportes: '1', cesionesAdquiridas: '0' })).not.toContain('Reportes');
  });

  it('shows the Radar group only where the factoring opens it to the user (has it, or the user is whitelisted)', () => {
    const radar = (features: Record<string, boolean> | null) =>
      visibleMenu(
        readFlags({ radarClientes: '1', radarVentas: '1', radarJudicial: '1', registrarCliente: '1' }),
        features && readFactoringFeatures(features),
      )
        .find((group) => group.label === 'Radar')
        ?.items.map((item) => item.label) ?? [];
    expect(radar({ radar: true })).toEqual(['Dashboard Clientes', 'Radar Libro Ventas', 'Radar Judicial', 'Enrolador']);
    expect(radar({})).toEqual([]);
    expect(radar(null)).toEqual([]);
  });

  it("hides 'Webhooks' for a factoring holding the Herramientas exception (sinWebhooks), keeping the rest", () => {
    const herramientas = (features: Record<string, boolean> | null) =>
      visibleMenu(readFlags({ herramientas: '1', cuentas: '1' }), features && readFactoringFeatures(features))
        .find((group) => group.label === 'Herramientas')
        ?.items.map((item) => item.label) ?? [];
    expect(herramientas({})).toEqual(['Webhooks', 'Cuentas']);
    expect(herramientas({ sinWebhooks: true })).toEqual(['Cuentas']);
    expect(herramientas(null)).toEqual(['Cuentas']);
  });
});
