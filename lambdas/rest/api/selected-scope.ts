import type { PermissionFlag } from '@domain/permissions';
import { BadRequestError } from '../../platform/errors';
import type { Identity } from '../../access/identity';
import { resolveTenantScope, type TenantScope } from '../../access/tenant-scope';

/**
 * The factoring a client-radar call acts for (client-radar.md §3 "Selected factoring"): the `factoring` query
 * parameter, else the user's first company, verified against the user (resolveTenantScope).
 * @param options.flag a permission flag the route needs, checked after the factoring.
 * @throws BadRequestError when there is none or it is not a RUT; ForbiddenError when the user may not act for it or
 *   lacks the flag.
 */
export function selectedScope(
  identity: Identity,
  query: Record<string, string>,
  options?: { flag?: PermissionFlag },
): TenantScope {
  const asked = query.factoring?.trim() || identity.companies[0]?.rut;
  if (!asked) throw new BadRequestError('El usuario no tiene un factoring asociado');
  return resolveTenantScope(identity, asked, options);
}
