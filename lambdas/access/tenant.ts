import type { PermissionFlag } from '@domain/permissions';
import { InvalidRutError, normalizeRut } from '@domain/rut';
import { BadRequestError, ForbiddenError } from '../platform/errors';
import type { Identity } from './identity';

/**
 * Checks that the user may act for `rutFactoring`: its normalised form must be one of the identity's
 * companies (custom:rutCesionario or a userCompanies row). Dots, case of K and
 * leading zeros do not matter.
 * @returns the normalised RUT ('NNNNNNNN-D') to use in queries.
 * @throws BadRequestError when rutFactoring is not a RUT; ForbiddenError when it is not one of the
 *   user's companies.
 */
export function assertActsFor(identity: Identity, rutFactoring: string): string {
  let rut: string;
  try {
    rut = normalizeRut(rutFactoring);
  } catch (error) {
    if (error instanceof InvalidRutError) throw new BadRequestError(error.message);
    throw error;
  }
  if (!identity.companies.some((company) => company.rut === rut)) throw new ForbiddenError();
  return rut;
}

/**
 * Checks that the user holds a permission flag (core-platform §6, e.g. acquired cessions need
 * cesionesAdquiridas).
 * @throws ForbiddenError when the flag is not granted.
 */
export function assertFlag(identity: Identity, flag: PermissionFlag): void {
  if (!identity.flags[flag]) throw new ForbiddenError();
}
