import { describe, expect, it } from 'vitest';
import { BadRequestError, ForbiddenError } from '@lambdas/platform/errors';
import { twoFactoringIdentity } from '@tests/support/identity-factory';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';

const identity = twoFactoringIdentity();

describe('resolveTenantScope', () => {
  it('accepts any writing of one of the companies and scopes the normalised RUT', () => {
    expect(resolveTenantScope(identity, '76.389.992-6')).toEqual({
      rutFactoring: '76389992-6',
      identity,
      flags: identity.companies[0]?.flags,
    });
    expect(resolveTenantScope(identity, '0967902403').rutFactoring).toBe('96790240-3');
  });

  it('refuses a RUT that is not one of the companies', () => {
    expect(() => resolveTenantScope(identity, '77360390-1')).toThrow(ForbiddenError);
    expect(() => resolveTenantScope(identity, '77360390-1')).toThrow('No autorizado para esta operación');
  });

  it('answers BadRequest for text that is not a RUT, before any flag', () => {
    expect(() => resolveTenantScope(identity, 'ST CAPITAL')).toThrow(BadRequestError);
    expect(() => resolveTenantScope(identity, 'ST CAPITAL', { flag: 'cesionesAdeudadas' })).toThrow(BadRequestError);
  });

  it('checks the flag when asked, after the factoring', () => {
    expect(resolveTenantScope(identity, '76389992-6', { flag: 'cuentas' }).rutFactoring).toBe('76389992-6');
    expect(() => resolveTenantScope(identity, '76389992-6', { flag: 'cesionesAdeudadas' })).toThrow(ForbiddenError);
  });

  it('checks the flags the user holds in the factoring asked for, never those of its other factoring', () => {
    const cuentasInOwnOnly = twoFactoringIdentity({ 'custom:cuentas': '0' });
    expect(resolveTenantScope(cuentasInOwnOnly, '76389992-6', { flag: 'cuentas' }).flags.cuentas).toBe(true);
    expect(() => resolveTenantScope(cuentasInOwnOnly, '96790240-3', { flag: 'cuentas' })).toThrow(ForbiddenError);
    expect(resolveTenantScope(cuentasInOwnOnly, '96790240-3').flags.cuentas).toBe(false);
  });
});
