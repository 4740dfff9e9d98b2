import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { RECESIONARIO_FIELDS, type Recesionario } from './recesionario';

const GET_FACTORINGS = /* GraphQL */ `
  query GetFactorings($rutEmpresa: String!) {
    getFactorings(rutEmpresa: $rutEmpresa) { ${RECESIONARIO_FIELDS} }
  }
`;

/**
 * The factoring's recessionaries (getFactorings of core-platform §7), sorted by razón social.
 * @throws ApiError (Forbidden without cesionMasiva) or a transport failure.
 */
export async function getFactorings(rutEmpresa: string): Promise<Recesionario[]> {
  const data = await runGraphql<{ getFactorings: Recesionario[] }>(GET_FACTORINGS, { rutEmpresa });
  return data.getFactorings;
}

/** Query key of {@link useFactorings}; the mutations invalidate it. */
export const factoringsKey = (rutFactoring: string) => ['recesionarios', rutFactoring] as const;

/** Query hook for {@link getFactorings}, keyed by factoring. */
export function useFactorings(rutFactoring: string, enabled: boolean) {
  return useQuery({ queryKey: factoringsKey(rutFactoring), queryFn: () => getFactorings(rutFactoring), enabled });
}
