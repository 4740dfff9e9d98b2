import type { Identity } from '../../access/identity';
import { assertActsFor, assertFlag } from '../../access/tenant';

/**
 * The gate of every recessionary operation: the user holds cesionMasiva (core-platform §6; the 'Re-Cesionarios' item
 * sits in the CesionMasiva group) and acts for the factoring (platform/tenant.ts).
 * @returns the factoring's normalised RUT.
 * @throws ForbiddenError without the flag or for another factoring; BadRequestError when the RUT is not a RUT.
 */
export function authorizeRecesionarios(identity: Identity, rutFactoring: string): string {
  assertFlag(identity, 'cesionMasiva');
  return assertActsFor(identity, rutFactoring);
}
