import type { Identity } from '../../access/identity';
import { resolveTenantScope, type TenantScope } from '../../access/tenant-scope';

/**
 * The gate of every credentials operation: the user holds firmaDigital (core-platform §6 "Firma Digital") and acts
 * in the factoring it acts for.
 * @throws ForbiddenError without the flag or for another factoring; BadRequestError when rut is not a RUT.
 */
export function credentialScope(identity: Identity, rutFactoring: string): TenantScope {
  return resolveTenantScope(identity, rutFactoring, { flag: 'firmaDigital' });
}
