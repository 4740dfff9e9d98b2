import { todayInChile } from '@domain/chile-time';
import {
  AVAILABILITY_MESSAGES,
  featureAvailability,
  type Availability,
  type FeatureAccess,
  type PaidFeature,
} from '@domain/trial-access';
import type { FactoringScope } from '../../platform/factoring-scope';
import { ForbiddenError } from '../../platform/errors';
import type { FactoringRecord } from '../../store/factoring-repository';

/** What the check reads: the factoring records and the clock. */
export interface FeatureGateDeps {
  factorings: { get(rut: string): Promise<FactoringRecord | null> };
  now(): Date;
}

/** The scope's factoring's paid features and trials, as its record holds them (undefined: none). */
async function accessOf(deps: FeatureGateDeps, scope: FactoringScope): Promise<FeatureAccess | undefined> {
  return (await deps.factorings.get(scope.rutFactoring))?.acceso;
}

/**
 * Whether the scope's factoring may use a feature today (client-radar.md §6: 'a free trial month must have been
 * started'), from the paid features and trials of its factoring record (domain/trial-access.ts featureAvailability).
 * @throws the store's error.
 */
export async function factoringAvailability(
  deps: FeatureGateDeps,
  scope: FactoringScope,
  feature: PaidFeature,
): Promise<Availability> {
  return featureAvailability(await accessOf(deps, scope), feature, todayInChile(deps.now()));
}

/**
 * The server-side gate of a paid feature (client-radar §6: the assistant, the enroller and the judicial radar).
 * @returns the factoring's paid features and trials it read, for a caller that needs more of them (one read).
 * @throws ForbiddenError with the blocked screen's text (AVAILABILITY_MESSAGES) when the factoring may not use it.
 */
export async function assertFeatureAvailable(
  deps: FeatureGateDeps,
  scope: FactoringScope,
  feature: PaidFeature,
): Promise<FeatureAccess | undefined> {
  const access = await accessOf(deps, scope);
  const available = featureAvailability(access, feature, todayInChile(deps.now()));
  if (available !== 'available') throw new ForbiddenError(AVAILABILITY_MESSAGES[available]);
  return access;
}
