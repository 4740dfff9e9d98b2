import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { CLAVE_SII_FIELDS, type ClaveSii } from '../model/clave-sii';

const CLAVE_SII = /* GraphQL */ `
  query ClaveSiiFactoring($rutFactoring: String!) {
    claveSiiFactoring(rutFactoring: $rutFactoring) { ${CLAVE_SII_FIELDS} }
  }
`;

/**
 * The SII clave facts of the factoring's authorized user (claveSiiFactoring of schema.graphql).
 * @returns the facts, or null when none is stored.
 * @throws ApiError or a transport failure.
 */
export async function getClaveSiiFactoring(rutFactoring: string): Promise<ClaveSii | null> {
  const data = await runGraphql<{ claveSiiFactoring: ClaveSii | null }>(CLAVE_SII, { rutFactoring });
  return data.claveSiiFactoring;
}

/** Query key of {@link useClaveSiiFactoring}, also set by the save. */
export const claveSiiKey = (rutFactoring: string) => ['claveSiiFactoring', rutFactoring] as const;

/** Query hook for {@link getClaveSiiFactoring}, keyed by factoring. */
export function useClaveSiiFactoring(rutFactoring: string) {
  return useQuery({ queryKey: claveSiiKey(rutFactoring), queryFn: () => getClaveSiiFactoring(rutFactoring) });
}
