import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { RECESIONARIO_FIELDS, type Recesionario } from './recesionario';
import { factoringsKey } from './get-factorings';

const FACTORINGS_TO_GIVE = /* GraphQL */ `
  query FactoringsToGive($rutFactoring: String!) {
    factoringsToGive(rutFactoring: $rutFactoring) { ${RECESIONARIO_FIELDS} }
  }
`;

/**
 * The recessionaries a mass cession of the factoring may assign to (factoringsToGive of core-platform §7): those
 * complete for an AEC's Cesionario, sorted by razón social.
 * @throws ApiError (Forbidden without cesionMasiva) or a transport failure.
 */
export async function factoringsToGive(rutFactoring: string): Promise<Recesionario[]> {
  const data = await runGraphql<{ factoringsToGive: Recesionario[] }>(FACTORINGS_TO_GIVE, { rutFactoring });
  return data.factoringsToGive;
}

/**
 * Query hook for {@link factoringsToGive}, the choices of the mass cession screens' 'Seleccione un factoring'
 * dropdown. Its key sits under the recessionaries' list key, so adding, editing or deleting one refreshes it too.
 */
export function useFactoringsToGive(rutFactoring: string) {
  return useQuery({
    queryKey: [...factoringsKey(rutFactoring), 'toGive'],
    queryFn: () => factoringsToGive(rutFactoring),
  });
}
