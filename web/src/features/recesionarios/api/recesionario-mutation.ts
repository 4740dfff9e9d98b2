import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { assertResultadoOk, type Recesionario } from '@web/lib/recesionarios/recesionario';
import { factoringsKey } from '@web/lib/recesionarios/get-factorings';
import type { RecesionarioResultado } from '@domain/wire/schema-types';

/** The recessionary mutations of core-platform §7, each taking {factoring} and answering {success, body}. */
export type RecesionarioMutation = 'createFactoring' | 'updateFactoring' | 'deleteFactoring';

/**
 * Runs one recessionary mutation with the form (empresa the factoring's RUT).
 * @throws ApiError with the server's Spanish reason (success false), or its error (Forbidden) or a transport failure.
 */
export async function runRecesionarioMutation(field: RecesionarioMutation, factoring: Recesionario): Promise<void> {
  const query = /* GraphQL */ `
    mutation Recesionario($factoring: RecesionarioInput!) {
      ${field}(factoring: $factoring) { success body }
    }
  `;
  const data = await runGraphql<Record<RecesionarioMutation, RecesionarioResultado>>(query, { factoring });
  assertResultadoOk(data[field]);
}

/**
 * Mutation hook of a recessionary request for the factoring: the form's fields go with empresa = rutFactoring, and
 * after a success the list and the mass cession choices (keys under {@link factoringsKey}) load again.
 */
export function useRecesionarioMutation(rutFactoring: string, send: (factoring: Recesionario) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Omit<Recesionario, 'empresa'>) => send({ ...fields, empresa: rutFactoring }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factoringsKey(rutFactoring) }),
  });
}
