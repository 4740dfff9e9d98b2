import type { Recesionario } from '@web/lib/recesionarios/recesionario';
import { runRecesionarioMutation, useRecesionarioMutation } from './recesionario-mutation';

/**
 * Deletes a recessionary of the factoring (deleteFactoring, core-platform §7); only rut and empresa are read.
 * @throws ApiError with the server's Spanish reason, or its error (Forbidden) or a transport failure.
 */
export function deleteFactoring(factoring: Recesionario): Promise<void> {
  return runRecesionarioMutation('deleteFactoring', factoring);
}

/** Mutation hook for {@link deleteFactoring} of the factoring's recessionaries. */
export function useDeleteFactoring(rutFactoring: string) {
  return useRecesionarioMutation(rutFactoring, deleteFactoring);
}
