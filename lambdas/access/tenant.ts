import type { PermissionFlag, PermissionFlags } from '@domain/permissions';
import { ForbiddenError } from '../platform/errors';

/**
 * Checks that the user holds a permission flag in the factoring it acts for (core-platform §6, e.g. acquired cessions
 * need cesionesAdquiridas); `scope` is the TenantScope its entry handler resolved.
 * @throws ForbiddenError when the flag is not granted.
 */
export function assertFlag(scope: { flags: PermissionFlags }, flag: PermissionFlag): void {
  if (!scope.flags[flag]) throw new ForbiddenError();
}
