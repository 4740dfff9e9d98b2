import type { Identity } from '../../access/identity';
import { assertFlag } from '../../access/tenant';
import { resolveTenantScope, type TenantScope } from '../../access/tenant-scope';

/**
 * The gate of every recessionary operation: the user holds cesionMasiva (core-platform §6; the 'Re-Cesionarios' item
 * sits in the CesionMasiva group) and acts for the factoring, checked in that order.
 * @throws ForbiddenError without the flag or for another factoring; BadRequestError when the RUT is not a RUT.
 */
export function recesionarioScope(identity: Identity, rutFactoring: string): TenantScope {
  assertFlag(identity, 'cesionMasiva');
  return resolveTenantScope(identity, rutFactoring);
}
