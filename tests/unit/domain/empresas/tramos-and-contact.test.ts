import { describe, expect, it } from 'vitest';
import { latestContact } from '@domain/empresas/client-contact';
import { latestTramoByRut, tamanoOf } from '@domain/empresas/latest-tramo';
import type { NominaEmpresa } from '@domain/empresas/nomina-empresas';
import { tramoSegunVentas } from '@domain/empresas/tramo-ventas';

describe('tramoSegunVentas (SII 13 tramos, UF)', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [0.01, 2],
    [200, 2],
    [200.01, 3],
    [2_400, 4],
    [2_400.5, 5],
    [25_000, 7],
    [25_001, 8],
    [100_000, 9],
    [100_001, 10],
    [1_000_000, 12],
    [1_000_001, 13],
  ])('%d UF is tramo %d', (uf, tramo) => {
    expect(tramoSegunVentas(uf)).toBe(tramo);
  });
});

describe('latestTramoByRut', () => {
  const row = (rut: string, anioComercial: number, tramoVentas: number): NominaEmpresa => ({
    line: 0,
    rut,
    anioComercial,
    tramoVentas,
    razonSocial: null,
    trabajadores: null,
  });

  it("keeps each RUT's latest commercial year, whatever the order, and gives 1 to an absent RUT", () => {
    const tramos = latestTramoByRut([
      row('76354771-K', 2024, 6),
      row('76354771-K', 2022, 3),
      row('96790240-3', 2023, 11),
      row('76354771-K', 2023, 4),
    ]);
    expect(tamanoOf(tramos, '76354771-K')).toBe(6);
    expect(tamanoOf(tramos, '96790240-3')).toBe(11);
    expect(tamanoOf(tramos, '77360390-1')).toBe(1);
  });

  it('lets a later file correct the same year', () => {
    expect(latestTramoByRut([row('76354771-K', 2024, 6), row('76354771-K', 2024, 7)]).get('76354771-K')).toBe(7);
  });
});

describe('latestContact', () => {
  it('takes each field from the most recent observation that has it', () => {
    expect(
      latestContact([
        { fecha: '2026-10-01 10:00', correo: 'viejo@empresa.cl', telefono: '+56 2 2000 0000' },
        { fecha: '2026-11-01 09:00', correo: 'nuevo@empresa.cl', telefono: null },
        { fecha: '2026-11-02 09:00', correo: '  ', telefono: null },
      ]),
    ).toEqual({ correo: 'nuevo@empresa.cl', telefono: '+56 2 2000 0000' });
  });

  it('prefers the observation listed first on the same date, and gives nulls without any', () => {
    const fecha = '2026-11-01 09:00';
    expect(
      latestContact([
        { fecha, correo: 'cedente@empresa.cl', telefono: null },
        { fecha, correo: 'dte@empresa.cl', telefono: null },
      ]).correo,
    ).toBe('cedente@empresa.cl');
    expect(latestContact([])).toEqual({ correo: null, telefono: null });
  });
});
