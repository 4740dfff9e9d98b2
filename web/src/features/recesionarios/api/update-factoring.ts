import type { Recesionario } from '@web/lib/recesionarios/recesionario';
import { runRecesionarioMutation, useRecesionarioMutation } from './recesionario-mutation';

/**
 * Edits a recessionary's razón social, dirección and e-mail (updateFactoring, core-platform §7); the RUT is the
 * key and stays.
 * @throws ApiError with the server's Spanish reason, or its error (Forbidden) or a transport failure.
 */
export function updateFactoring(factoring: Recesionario): Promise<void> {
  return runRecesionarioMutation('updateFactoring', factoring);
}

/** Mutation hook for {@link updateFactoring} of the factoring's recessionaries. */
export function useUpdateFactoring(rutFactoring: string) {
  return useRecesionarioMutation(rutFactoring, updateFactoring);
}
