import type { PermissionFlag } from '@domain/permissions';
import { ForbiddenError } from '../platform/errors';
import type { Identity } from './identity';

/**
 * Checks that the user holds a permission flag (core-platform §6, e.g. acquired cessions need
 * cesionesAdquiridas).
 * @throws ForbiddenError when the flag is not granted.
 */
export function assertFlag(identity: Identity, flag: PermissionFlag): void {
  if (!identity.flags[flag]) throw new ForbiddenError();
}
