import { describe, expect, it } from 'vitest';
import { computeCheckDigit, formatRut, InvalidRutError, isValidRut, normalizeRut, rutFromBody } from '@domain/rut';

// RUTs taken from real SII files (AEC and period answer fixtures) plus the textbook 12.345.678-5.
describe('computeCheckDigit', () => {
  it('gives K when 11 - (sum mod 11) is 10', () => {
    expect(computeCheckDigit('76354771')).toBe('K');
  });
  it('gives 0 when 11 - (sum mod 11) is 11', () => {
    expect(computeCheckDigit(76598556)).toBe('0');
  });
  it('computes digits with weights 2..7 cycling from the right', () => {
    // 8*2+7*3+6*4+5*5+4*6+3*7+2*2+1*3 = 138; 138 mod 11 = 6; 11-6 = 5
    expect(computeCheckDigit('12345678')).toBe('5');
    expect(computeCheckDigit('76.389.992')).toBe('6');
  });
  it('rejects bodies that are not digits', () => {
    expect(() => computeCheckDigit('12a45')).toThrow(InvalidRutError);
    expect(() => computeCheckDigit('')).toThrow(InvalidRutError);
  });
});

describe('normalizeRut', () => {
  it.each([
    ['76.354.771-k', '76354771-K'],
    ['76354771K', '76354771-K'],
    [' 76 389 992-6 ', '76389992-6'],
    ['0076389992-6', '76389992-6'],
    ['96.790.240-3', '96790240-3'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeRut(input)).toBe(expected);
  });
  it.each(['', 'abc', '12-34-5', '1234567890-1', '76389992-X', '-6'])('rejects %j', (input) => {
    expect(() => normalizeRut(input)).toThrow(InvalidRutError);
  });
  it('does not check the digit', () => {
    expect(normalizeRut('76389992-1')).toBe('76389992-1');
  });
});

describe('isValidRut', () => {
  it.each(['76354771-K', '76354771-k', '76598556-0', '76.389.992-6', '12345678-5'])('accepts %j', (rut) => {
    expect(isValidRut(rut)).toBe(true);
  });
  it.each(['76354771-0', '76598556-K', '76389992-5', 'not a rut', ''])('rejects %j', (rut) => {
    expect(isValidRut(rut)).toBe(false);
  });
});

describe('formatRut', () => {
  it('adds dot thousands and dash', () => {
    expect(formatRut('76389992-6')).toBe('76.389.992-6');
    expect(formatRut('76354771k')).toBe('76.354.771-K');
    expect(formatRut('1-9')).toBe('1-9');
    expect(formatRut('1234-3')).toBe('1.234-3');
  });
  it('throws on input that is not a RUT', () => {
    expect(() => formatRut('x')).toThrow(InvalidRutError);
  });
});

describe('rutFromBody', () => {
  it('appends the computed check digit', () => {
    expect(rutFromBody(76389992)).toBe('76389992-6');
    expect(rutFromBody('76.354.771')).toBe('76354771-K');
  });
  it('rejects a non-numeric body', () => {
    expect(() => rutFromBody('abc')).toThrow(InvalidRutError);
  });
});
