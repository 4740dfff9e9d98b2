import { describe, expect, it } from 'vitest';
import { CEDIBLE_TYPES, dteTypeName, isCedible } from '@domain/dte-types';

describe('dteTypeName', () => {
  it.each([
    [33, /^Factura Electrónica$/],
    [34, /exenta/i],
    [39, /^Boleta/],
    [41, /^Boleta Exenta/],
    [43, /^Liquidación de Factura/],
    [46, /^Factura de Compra/],
    [52, /^Guía de Despacho/],
    [56, /^Nota de Débito/],
    [61, /^Nota de Crédito/],
    [110, /Exportación/],
    [111, /Débito de Exportación/],
    [112, /Crédito de Exportación/],
  ])('names type %i', (tipo, name) => {
    expect(dteTypeName(tipo)).toMatch(name);
  });
  it.each([0, 30, 35, 801, -1])("falls back to 'DTE' for %i", (tipo) => {
    expect(dteTypeName(tipo)).toBe('DTE');
  });
});

describe('isCedible', () => {
  it('accepts exactly 33, 34, 43 and 46', () => {
    expect([...CEDIBLE_TYPES].sort((a, b) => a - b)).toEqual([33, 34, 43, 46]);
    for (const tipo of [33, 34, 43, 46]) expect(isCedible(tipo)).toBe(true);
  });
  it.each([39, 41, 52, 56, 61, 110, 111, 112])('refuses %i', (tipo) => {
    expect(isCedible(tipo)).toBe(false);
  });
});
