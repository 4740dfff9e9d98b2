import type { Identity } from '../../access/identity';
import { resolveTenantScope, type TenantScope } from '../../access/tenant-scope';

/**
 * The gate of every webhook operation: the herramientas flag (core-platform §6 "Herramientas (webhooks)") in the
 * factoring the user acts for.
 * @throws ForbiddenError without the flag or for another factoring; BadRequestError when the RUT is not a RUT.
 */
export function webhookScope(identity: Identity, rutFactoring: string): TenantScope {
  return resolveTenantScope(identity, rutFactoring, { flag: 'herramientas' });
}
