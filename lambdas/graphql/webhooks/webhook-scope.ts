import { readFactoringFeatures, WEBHOOKS_NOT_ENABLED_MESSAGE } from '@domain/factoring-features';
import type { Identity } from '../../access/identity';
import { resolveTenantScope, type TenantScope } from '../../access/tenant-scope';
import { ForbiddenError } from '../../platform/errors';
import type { GraphqlDeps } from '../types';

/**
 * The gate of every webhook operation: the herramientas flag (core-platform §6 "Herramientas (webhooks)") in the
 * factoring the user acts for, and that factoring's record not holding the exception of the same row ("except for one
 * specific cessionary": the `sinWebhooks` feature).
 * @throws ForbiddenError without the flag, for another factoring, or {@link WEBHOOKS_NOT_ENABLED_MESSAGE} for a
 *   factoring with sinWebhooks; BadRequestError when the RUT is not a RUT.
 */
export async function webhookScope(
  identity: Identity,
  rutFactoring: string,
  factorings: GraphqlDeps['factorings'],
): Promise<TenantScope> {
  const scope = resolveTenantScope(identity, rutFactoring, { flag: 'herramientas' });
  const record = await factorings.get(scope.rutFactoring);
  if (readFactoringFeatures(record?.features).sinWebhooks) throw new ForbiddenError(WEBHOOKS_NOT_ENABLED_MESSAGE);
  return scope;
}
