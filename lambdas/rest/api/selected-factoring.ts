import { BadRequestError } from '../../platform/errors';
import type { Identity } from '../../access/identity';
import { assertActsFor } from '../../access/tenant';

/**
 * The factoring a client-radar call acts for (client-radar.md §3 "Selected factoring"): the `factoring` query
 * parameter, else the user's first company.
 * @returns the normalised RUT.
 * @throws BadRequestError when there is none or it is not a RUT; ForbiddenError when the user may not act for it.
 */
export function selectedFactoring(identity: Identity, query: Record<string, string>): string {
  const asked = query.factoring?.trim() || identity.companies[0]?.rut;
  if (!asked) throw new BadRequestError('El usuario no tiene un factoring asociado');
  return assertActsFor(identity, asked);
}
