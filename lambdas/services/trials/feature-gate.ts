import { todayInChile } from '@domain/chile-time';
import { AVAILABILITY_MESSAGES, featureAvailability, type Availability, type PaidFeature } from '@domain/trial-access';
import type { FactoringScope } from '../../platform/factoring-scope';
import { ForbiddenError } from '../../platform/errors';
import type { FactoringRecord } from '../../store/factoring-repository';

/** What the check reads: the factoring records and the clock. */
export interface FeatureGateDeps {
  factorings: { get(rut: string): Promise<FactoringRecord | null> };
  now(): Date;
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
  const record = await deps.factorings.get(scope.rutFactoring);
  return featureAvailability(record?.acceso, feature, todayInChile(deps.now()));
}

/**
 * The server-side gate of a paid feature (client-radar §6: the assistant, the enroller and the judicial radar).
 * @throws ForbiddenError with the blocked screen's text (AVAILABILITY_MESSAGES) when the factoring may not use it.
 */
export async function assertFeatureAvailable(
  deps: FeatureGateDeps,
  scope: FactoringScope,
  feature: PaidFeature,
): Promise<void> {
  const available = await factoringAvailability(deps, scope, feature);
  if (available !== 'available') throw new ForbiddenError(AVAILABILITY_MESSAGES[available]);
}
