import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '../../../lib/graphql';

/** A recessionary of the factoring (core-platform §3 "Factoring / recessionary"; empresa is the factoring's rut). */
export interface Recesionario {
  rut: string;
  razonSocial: string;
  direccion: string;
  email: string;
  empresa: string;
}

const FACTORINGS_TO_GIVE = /* GraphQL */ `
  query FactoringsToGive($rutFactoring: String!) {
    factoringsToGive(rutFactoring: $rutFactoring) { rut razonSocial direccion email empresa }
  }
`;

/**
 * The recessionaries a factoring may cede to (core-platform §7 factoringsToGive), for the mass cession dropdown.
 * @throws ApiError when the call fails.
 */
export async function factoringsToGive(rutFactoring: string): Promise<Recesionario[]> {
  const answer = await runGraphql<{ factoringsToGive: Recesionario[] }>(FACTORINGS_TO_GIVE, { rutFactoring });
  return answer.factoringsToGive;
}

/** Query hook for {@link factoringsToGive}, keyed by factoring (the list screen of /re-cesionarios shares the key). */
export function useFactoringsToGive(rutFactoring: string) {
  return useQuery({ queryKey: ['factoringsToGive', rutFactoring], queryFn: () => factoringsToGive(rutFactoring) });
}
