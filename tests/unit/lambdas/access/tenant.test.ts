import { describe, expect, it } from 'vitest';
import { readFlags } from '@domain/permissions';
import { BadRequestError, ForbiddenError } from '@lambdas/platform/errors';
import type { Identity } from '@lambdas/access/identity';
import { assertActsFor, assertFlag } from '@lambdas/access/tenant';

const identity: Identity = {
  username: 'user-a',
  email: 'ana@stcapital.cl',
  rutCesionario: '76389992-6',
  razonSocial: 'ST CAPITAL S.A.',
  flags: readFlags({ 'custom:cesionesAdeudadas': '0', 'custom:cuentas': '1' }),
  companies: [
    { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' },
    { rut: '96790240-3', razonSocial: 'FACTORING C S.A.' },
  ],
};

describe('assertActsFor', () => {
  it('accepts any writing of one of the companies and returns the normalised RUT', () => {
    expect(assertActsFor(identity, '76.389.992-6')).toBe('76389992-6');
    expect(assertActsFor(identity, '0967902403')).toBe('96790240-3');
  });

  it('refuses a RUT that is not one of the companies', () => {
    expect(() => assertActsFor(identity, '77360390-1')).toThrow(ForbiddenError);
  });

  it('answers BadRequest for text that is not a RUT', () => {
    expect(() => assertActsFor(identity, 'ST CAPITAL')).toThrow(BadRequestError);
  });
});

describe('assertFlag', () => {
  it('passes granted flags and refuses the others', () => {
    expect(() => assertFlag(identity, 'cuentas')).not.toThrow();
    expect(() => assertFlag(identity, 'cesionesAdquiridas')).not.toThrow();
    expect(() => assertFlag(identity, 'cesionesAdeudadas')).toThrow(ForbiddenError);
  });
});
