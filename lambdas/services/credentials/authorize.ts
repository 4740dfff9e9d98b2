import type { Identity } from '../../access/identity';
import { assertActsFor, assertFlag } from '../../access/tenant';

/**
 * The gate of every credentials operation: the user holds firmaDigital (core-platform §6 "Firma Digital") and acts
 * for the factoring (platform/tenant.ts).
 * @returns the factoring's normalised RUT.
 * @throws ForbiddenError without the flag or for another factoring; BadRequestError when rut is not a RUT.
 */
export function authorizeCredentials(identity: Identity, rutFactoring: string): string {
  assertFlag(identity, 'firmaDigital');
  return assertActsFor(identity, rutFactoring);
}
