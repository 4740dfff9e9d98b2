import { describe, expect, it } from 'vitest';
import { decideLaterFlags, PERMISSION_FLAGS, postLoginRoute, readFlags } from '@domain/permissions';

describe('PERMISSION_FLAGS', () => {
  it("lists the 22 flags of core-platform §3 and 'reportes' (the user's gate of §6 'Reportes')", () => {
    expect(PERMISSION_FLAGS).toHaveLength(23);
    expect(new Set(PERMISSION_FLAGS).size).toBe(23);
    expect(PERMISSION_FLAGS.at(-1)).toBe('reportes');
    expect(PERMISSION_FLAGS).toContain('cesionesAdeudadas');
    expect(PERMISSION_FLAGS).toContain('firmaDigital');
  });
});

describe('readFlags', () => {
  it("grants '1' and denies '0', from Cognito custom attributes", () => {
    const flags = readFlags({ 'custom:cuentas': '1', 'custom:consultaPrevia': '0', 'custom:cesionesAdquiridas': '0' });
    expect(flags.cuentas).toBe(true);
    expect(flags.consultaPrevia).toBe(false);
    expect(flags.cesionesAdquiridas).toBe(false);
  });
  it('reads bare attribute names too', () => {
    expect(readFlags({ herramientas: '1' }).herramientas).toBe(true);
  });
  it('defaults cesionesAdquiridas and cesionesCedidas to granted, every other flag to denied', () => {
    const flags = readFlags({});
    for (const flag of PERMISSION_FLAGS) {
      expect(flags[flag]).toBe(flag === 'cesionesAdquiridas' || flag === 'cesionesCedidas');
    }
  });
  it("denies values other than '1'", () => {
    const flags = readFlags({ 'custom:cuentas': 'true', 'custom:cliente': '', 'custom:deudor': ' 1 ' });
    expect(flags.cuentas).toBe(false);
    expect(flags.cliente).toBe(false);
    expect(flags.deudor).toBe(true);
  });
});

describe('decideLaterFlags', () => {
  it("gives an account without a value for 'reportes' the acquired list's flag, and leaves every other flag", () => {
    const analyst = readFlags({ cuentas: '1' });
    expect(decideLaterFlags(analyst, ['reportes'])).toEqual({ ...analyst, reportes: true });
    const owed = readFlags({ cesionesAdeudadas: '1', cesionesAdquiridas: '0' });
    expect(decideLaterFlags(owed, ['reportes'])).toEqual(owed);
  });

  it('keeps a value the account has when the flag is not undecided', () => {
    const analyst = readFlags({ reportes: '0' });
    expect(decideLaterFlags(analyst, []).reportes).toBe(false);
  });
});

describe('postLoginRoute', () => {
  it('sends owed-cession users to /adeudadas first', () => {
    expect(postLoginRoute({ cesionesAdeudadas: true, cesionesAdquiridas: true, cesionesCedidas: true })).toBe(
      '/adeudadas',
    );
  });
  it('then acquired or assigned access to /cesion-adquiridas', () => {
    expect(postLoginRoute({ cesionesAdeudadas: false, cesionesAdquiridas: false, cesionesCedidas: true })).toBe(
      '/cesion-adquiridas',
    );
    expect(postLoginRoute({ cesionesAdeudadas: false, cesionesAdquiridas: true, cesionesCedidas: false })).toBe(
      '/cesion-adquiridas',
    );
  });
  it('else /consultaPrevia', () => {
    expect(postLoginRoute({ cesionesAdeudadas: false, cesionesAdquiridas: false, cesionesCedidas: false })).toBe(
      '/consultaPrevia',
    );
  });
  it('lands a user with no attributes on /cesion-adquiridas (defaults)', () => {
    expect(postLoginRoute(readFlags({}))).toBe('/cesion-adquiridas');
  });
});
