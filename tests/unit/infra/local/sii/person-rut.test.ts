/** The synthetic person who represents a factoring: a valid, stable RUT below company RUTs, and an ASCII name. */
import { describe, expect, it } from 'vitest';
import { isValidRut } from '@domain/rut';
import { representativeName, representativeRut } from '@infra/local/sii/person-rut';

describe('representativeRut', () => {
  it('derives a valid natural-person RUT from the company RUT, the same every time', () => {
    const rut = representativeRut('76731426-4', new Set());
    expect(isValidRut(rut)).toBe(true);
    expect(Number(rut.split('-')[0])).toBeGreaterThanOrEqual(10_000_000);
    expect(Number(rut.split('-')[0])).toBeLessThan(25_000_000);
    expect(representativeRut('76731426-4', new Set())).toBe(rut);
    expect(representativeRut('76404333-2', new Set())).not.toBe(rut);
  });

  it('takes the next free RUT when the derived one is taken', () => {
    const rut = representativeRut('76731426-4', new Set());
    const next = representativeRut('76731426-4', new Set([rut]));
    expect(next).not.toBe(rut);
    expect(Number(next.split('-')[0])).toBe(Number(rut.split('-')[0]) + 1);
  });
});

describe('representativeName', () => {
  it('is REPRESENTANTE and the razón social in upper case without accents', () => {
    expect(representativeName('Arrayán Capital S.A.')).toBe('REPRESENTANTE ARRAYAN CAPITAL S.A.');
    expect(representativeName('PEÑALOLÉN SpA')).toBe('REPRESENTANTE PENALOLEN SPA');
  });
});
