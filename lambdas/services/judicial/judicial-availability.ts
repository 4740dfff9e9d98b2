import { todayInChile } from '@domain/chile-time';
import { availability, type Availability } from '@domain/trial-access';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { FactoringRecord } from '../../store/factoring-repository';

/** What the check reads: the factoring records and the clock. */
export interface AvailabilityDeps {
  factorings: { get(rut: string): Promise<FactoringRecord | null> };
  now(): Date;
}

/**
 * Whether the judicial radar is usable for the factoring today (client-radar.md §6: 'a free trial month must have
 * been started'), from the trial or subscription in its factoring record (domain/trial-access.ts).
 * @throws the store's error.
 */
export async function judicialAvailability(deps: AvailabilityDeps, scope: FactoringScope): Promise<Availability> {
  const record = await deps.factorings.get(scope.rutFactoring);
  return availability(record?.prueba, todayInChile(deps.now()));
}
