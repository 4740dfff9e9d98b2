import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '@lambdas/platform/errors';
import { twoFactoringIdentity } from '@tests/support/identity-factory';
import { assertFlag } from '@lambdas/access/tenant';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';

const scope = resolveTenantScope(twoFactoringIdentity(), '76389992-6');

describe('assertFlag', () => {
  it('passes granted flags and refuses the others', () => {
    expect(() => assertFlag(scope, 'cuentas')).not.toThrow();
    expect(() => assertFlag(scope, 'cesionesAdquiridas')).not.toThrow();
    expect(() => assertFlag(scope, 'cesionesAdeudadas')).toThrow(ForbiddenError);
  });
});
