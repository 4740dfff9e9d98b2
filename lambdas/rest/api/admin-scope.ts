import { ForbiddenError } from '../../platform/errors';
import { ADMIN_USER_TYPE, NOT_ADMIN_MESSAGE } from '../../access/impersonation';
import type { Identity } from '../../access/identity';
import type { TenantScope } from '../../access/tenant-scope';
import { selectedScope } from './selected-scope';

/**
 * The factoring a platform administrator's operation acts for: the caller must be an administrator (custom:userType
 * 'admin') acting as themself, and act for the selected factoring (selected-scope.ts).
 * @throws ForbiddenError NOT_ADMIN_MESSAGE for any other caller (also while seeing as someone); ForbiddenError for a
 *   factoring it does not act for; BadRequestError for a `factoring` that is not a RUT.
 */
export function adminScope(identity: Identity, query: Record<string, string>): TenantScope {
  if (identity.userType !== ADMIN_USER_TYPE || identity.impersonatedBy) throw new ForbiddenError(NOT_ADMIN_MESSAGE);
  return selectedScope(identity, query);
}
