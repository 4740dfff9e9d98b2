import { describe, expect, it } from 'vitest';
import { isEmailShape, readInteger, readOptionalEmail, readRut } from '@domain/sii-values';

describe('readRut', () => {
  it('normalises valid RUTs and refuses bad check digits', () => {
    expect(readRut('96.874.030-k')).toBe('96874030-K');
    expect(readRut('96874030-1')).toBeNull();
    expect(readRut('null')).toBeNull();
  });
});

describe('readInteger', () => {
  it('reads digits only', () => {
    expect(readInteger(' 2996301 ')).toBe(2996301);
    expect(readInteger('0')).toBe(0);
    for (const bad of ['', '-1', '1.5', '1e3', '12a', '2.996.301']) expect(readInteger(bad)).toBeNull();
  });
});

describe('readOptionalEmail', () => {
  it("maps '', 'null' and undefined to null and trims the rest", () => {
    expect(readOptionalEmail('null')).toBeNull();
    expect(readOptionalEmail('NULL')).toBeNull();
    expect(readOptionalEmail('  ')).toBeNull();
    expect(readOptionalEmail(undefined)).toBeNull();
    expect(readOptionalEmail(' a@b.cl ')).toBe('a@b.cl');
  });
});

describe('isEmailShape', () => {
  it('accepts basic addresses only', () => {
    expect(isEmailShape('solicitudes@stcapital.cl')).toBe(true);
    expect(isEmailShape('proveedores.cl')).toBe(false);
    expect(isEmailShape('a b@c.cl')).toBe(false);
    expect(isEmailShape(null)).toBe(false);
  });
  it("accepts several addresses joined with ';' only when each is an address", () => {
    expect(isEmailShape('cesiones@copihue.cl;operaciones@copihue.cl')).toBe(true);
    expect(isEmailShape('cesiones@copihue.cl;operaciones')).toBe(false);
    expect(isEmailShape('cesiones@copihue.cl;')).toBe(false);
  });
});
