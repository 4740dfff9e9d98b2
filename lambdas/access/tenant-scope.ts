import type { PermissionFlag, PermissionFlags } from '@domain/permissions';
import { ForbiddenError } from '../platform/errors';
import { rutArgument } from '../platform/rut-argument';
import type { FactoringScope } from '../platform/factoring-scope';
import { brandFactoringScope } from '../platform/factoring-scope-brand';
import type { Company, Identity } from './identity';
import { assertFlag } from './tenant';

/** Brand that only this module can write, so a TenantScope cannot be built outside access/. */
declare const verified: unique symbol;

/**
 * The factoring a request acts for, verified against the signed-in identity. Services and repositories that serve
 * one factoring's data take it instead of a bare RUT, so they cannot be reached with a factoring nobody checked.
 */
export type TenantScope = FactoringScope & {
  /** `rutFactoring` is one of `identity.companies`. */
  readonly identity: Identity;
  /** The flags the user holds in `rutFactoring` (its userCompanies row); those of another factoring never count. */
  readonly flags: PermissionFlags;
} & { readonly [verified]: true };

/**
 * Resolves the tenant of a request once, at the entry handler. The user may act only for the companies of its
 * verified identity (its userCompanies rows; core-platform §3 "Session user") and only with the permission flags it
 * holds in that company (core-platform §6 "Roles and permissions"). Dots, case of K and leading zeros of
 * `rutFactoringAsked` do not matter.
 * @param options.flag a permission flag the operation needs, checked after the factoring.
 * @throws BadRequestError when rutFactoringAsked is not a RUT; ForbiddenError when it is not one of the user's
 *   companies or the flag is not granted.
 */
export function resolveTenantScope(
  identity: Identity,
  rutFactoringAsked: string,
  options: { flag?: PermissionFlag } = {},
): TenantScope {
  const company = assertActsFor(identity, rutFactoringAsked);
  if (options.flag) assertFlag(company, options.flag);
  return brandFactoringScope({ rutFactoring: company.rut, identity, flags: company.flags }) as TenantScope;
}

/**
 * The identity's company whose RUT is `rutFactoring`. Private: the only way to check a factoring is to resolve its
 * scope.
 */
function assertActsFor(identity: Identity, rutFactoring: string): Company {
  const rut = rutArgument(rutFactoring);
  const company = identity.companies.find((candidate) => candidate.rut === rut);
  if (!company) throw new ForbiddenError();
  return company;
}
