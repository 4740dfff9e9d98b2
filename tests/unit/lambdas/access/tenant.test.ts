import { describe, expect, it } from 'vitest';
import { readFlags } from '@domain/permissions';
import { ForbiddenError } from '@lambdas/platform/errors';
import type { Identity } from '@lambdas/access/identity';
import { assertFlag } from '@lambdas/access/tenant';

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

describe('assertFlag', () => {
  it('passes granted flags and refuses the others', () => {
    expect(() => assertFlag(identity, 'cuentas')).not.toThrow();
    expect(() => assertFlag(identity, 'cesionesAdquiridas')).not.toThrow();
    expect(() => assertFlag(identity, 'cesionesAdeudadas')).toThrow(ForbiddenError);
  });
});
