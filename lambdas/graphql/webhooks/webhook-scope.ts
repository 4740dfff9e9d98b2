import type { Identity } from '../../access/identity';
import { assertFlag } from '../../access/tenant';
import { resolveTenantScope, type TenantScope } from '../../access/tenant-scope';

/**
 * The gate of every webhook operation: the herramientas flag (core-platform §6 "Herramientas (webhooks)") and the
 * factoring the user acts for, checked in that order.
 * @throws ForbiddenError without the flag or for another factoring; BadRequestError when the RUT is not a RUT.
 */
export function webhookScope(identity: Identity, rutFactoring: string): TenantScope {
  assertFlag(identity, 'herramientas');
  return resolveTenantScope(identity, rutFactoring);
}
