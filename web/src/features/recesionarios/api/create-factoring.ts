import type { Recesionario } from '@web/lib/recesionarios/recesionario';
import { runRecesionarioMutation, useRecesionarioMutation } from './recesionario-mutation';

/**
 * Adds a recessionary to the factoring (createFactoring, core-platform §7); the server checks the §5 rules and
 * refuses a RUT the factoring already has.
 * @throws ApiError with the server's Spanish reason, or its error (Forbidden) or a transport failure.
 */
export function createFactoring(factoring: Recesionario): Promise<void> {
  return runRecesionarioMutation('createFactoring', factoring);
}

/** Mutation hook for {@link createFactoring} of the factoring's recessionaries. */
export function useCreateFactoring(rutFactoring: string) {
  return useRecesionarioMutation(rutFactoring, createFactoring);
}
