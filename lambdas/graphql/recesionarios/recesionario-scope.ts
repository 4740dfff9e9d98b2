import type { Identity } from '../../access/identity';
import { resolveTenantScope, type TenantScope } from '../../access/tenant-scope';

/**
 * The gate of every recessionary operation: the user holds cesionMasiva (core-platform §6; the 'Re-Cesionarios' item
 * sits in the CesionMasiva group) in the factoring it acts for.
 * @throws ForbiddenError without the flag or for another factoring; BadRequestError when the RUT is not a RUT.
 */
export function recesionarioScope(identity: Identity, rutFactoring: string): TenantScope {
  return resolveTenantScope(identity, rutFactoring, { flag: 'cesionMasiva' });
}
