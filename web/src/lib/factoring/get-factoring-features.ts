import { useQuery } from '@tanstack/react-query';
import type { FactoringFeatures } from '@domain/factoring-features';
import { runGraphql } from '@web/lib/graphql';

const FACTORING_FEATURES = /* GraphQL */ `
  query FactoringFeatures($rutFactoring: String!) {
    factoring(rutFactoring: $rutFactoring) {
      features {
        busquedaExtendida
        tipoFechaHabilitado
        exportarExcel
        cartaGuia
        estadoDBThor
        exportacionEnriquecida
        riesgo
        reportes
        radar
        sinWebhooks
      }
    }
  }
`;

/**
 * The feature switches of a factoring ('NNNNNNNN-D').
 * @returns the features, or null when the factoring has no record.
 * @throws ApiError when the call fails.
 */
export async function getFactoringFeatures(rutFactoring: string): Promise<FactoringFeatures | null> {
  const data = await runGraphql<{ factoring: { features: FactoringFeatures } | null }>(FACTORING_FEATURES, {
    rutFactoring,
  });
  return data.factoring?.features ?? null;
}

/**
 * Query hook for {@link getFactoringFeatures}, keyed by factoring; features change rarely (5 min stale time).
 * A null factoring (none selected yet) fetches nothing.
 */
export function useFactoringFeatures(rutFactoring: string | null) {
  return useQuery({
    queryKey: ['factoringFeatures', rutFactoring],
    queryFn: () => getFactoringFeatures(rutFactoring ?? ''),
    staleTime: 300_000,
    enabled: rutFactoring !== null,
  });
}
