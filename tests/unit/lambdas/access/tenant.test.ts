import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '@lambdas/platform/errors';
import { twoFactoringIdentity } from '@tests/support/identity-factory';
import { assertFlag } from '@lambdas/access/tenant';

const identity = twoFactoringIdentity();

describe('assertFlag', () => {
  it('passes granted flags and refuses the others', () => {
    expect(() => assertFlag(identity, 'cuentas')).not.toThrow();
    expect(() => assertFlag(identity, 'cesionesAdquiridas')).not.toThrow();
    expect(() => assertFlag(identity, 'cesionesAdeudadas')).toThrow(ForbiddenError);
  });
});
