import type { FactoringScope } from '../platform/factoring-scope';
import { brandFactoringScope } from '../platform/factoring-scope-brand';
import { ForbiddenError } from '../platform/errors';
import type { Identity } from './identity';
import { ADMIN_USER_TYPE } from './impersonation';

/** Why a user who is not the platform's administrator may not read across factorings. */
export const NOT_PLATFORM_ADMIN_MESSAGE = 'Solo un administrador de la plataforma puede ver el uso de los factorings';

/**
 * Passes only the platform's administrator (custom:userType 'admin') acting as themself, never while seeing as another
 * user: the check of every operation across factorings.
 * @throws ForbiddenError NOT_PLATFORM_ADMIN_MESSAGE for anyone else.
 */
export function assertPlatformAdmin(identity: Identity): void {
  if (identity.userType !== ADMIN_USER_TYPE || identity.impersonatedBy)
    throw new ForbiddenError(NOT_PLATFORM_ADMIN_MESSAGE);
}

/**
 * The factorings the platform serves, each with its scope, for its administrator's cross-factoring reads (the monthly
 * usage of each factoring, core-platform.md §9): only an administrator (custom:userType 'admin') acting as themself,
 * never while seeing as another user; the list is read only once the caller passed.
 * @param list reads every factoring (normalised RUT in `rut`, as the factorings table keeps it).
 * @returns each factoring with its scope, in the list's order.
 * @throws ForbiddenError NOT_PLATFORM_ADMIN_MESSAGE for anyone else; the list's error.
 */
export async function platformAdminScopes<T extends { rut: string }>(
  identity: Identity,
  list: () => Promise<readonly T[]>,
): Promise<{ factoring: T; scope: FactoringScope }[]> {
  assertPlatformAdmin(identity);
  return (await list()).map((factoring) => ({
    factoring,
    scope: brandFactoringScope({ rutFactoring: factoring.rut }),
  }));
}
