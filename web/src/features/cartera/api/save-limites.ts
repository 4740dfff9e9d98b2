import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { LIMITES_FIELDS, type LimitesCartera } from '../model/cartera';
import { carteraKey } from './get-cartera';

const SAVE = /* GraphQL */ `
  mutation GuardarLimitesCartera($rutFactoring: String!, $limites: LimitesCarteraInput!) {
    guardarLimitesCartera(rutFactoring: $rutFactoring, limites: $limites) { ${LIMITES_FIELDS} }
  }
`;

/**
 * Saves the factoring's concentration limits (`guardarLimitesCartera`, needs cuentas).
 * @throws ApiError with the server's Spanish reason (a share outside 0-100 %, a bad RUT...) or a transport failure.
 */
export async function saveLimites(rutFactoring: string, limites: LimitesCartera): Promise<LimitesCartera> {
  return (await runGraphql<{ guardarLimitesCartera: LimitesCartera }>(SAVE, { rutFactoring, limites }))
    .guardarLimitesCartera;
}

/** Mutation hook for {@link saveLimites}; 'Cartera' loads again after a save (the breaches change). */
export function useSaveLimites(rutFactoring: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limites: LimitesCartera) => saveLimites(rutFactoring, limites),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carteraKey(rutFactoring) }),
  });
}
