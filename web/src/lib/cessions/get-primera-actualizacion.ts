import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrimeraActualizacion } from '@domain/wire/schema-types';
import { runGraphql } from '@web/lib/graphql';

const PRIMERA_ACTUALIZACION = /* GraphQL */ `
  query PrimeraActualizacion($rutFactoring: String!) {
    primeraActualizacion(rutFactoring: $rutFactoring) {
      documentos
      total
    }
  }
`;

/** How often a screen asks again while the factoring's first refresh is in flight, milliseconds. */
const FIRST_REFRESH_POLL_MS = 5_000;

/** The progress as the screens read it: DTEs built and their total (null while the period answers are read). */
export type FirstRefreshProgress = Pick<PrimeraActualizacion, 'documentos' | 'total'>;

/**
 * The progress of the factoring's first SII refresh, or null when none is in flight.
 * @throws ApiError when the call fails.
 */
export async function getPrimeraActualizacion(rutFactoring: string): Promise<FirstRefreshProgress | null> {
  const data = await runGraphql<{ primeraActualizacion: FirstRefreshProgress | null }>(PRIMERA_ACTUALIZACION, {
    rutFactoring,
  });
  return data.primeraActualizacion;
}

/**
 * Query hook for {@link getPrimeraActualizacion}, keyed by factoring (every screen shows the same progress): asked
 * every {@link FIRST_REFRESH_POLL_MS} while a first refresh is in flight, not again after. When one ends, every query
 * is read again: the lists, the refresh note and the client list were answered before there was data.
 */
export function usePrimeraActualizacion(rutFactoring: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['primeraActualizacion', rutFactoring],
    queryFn: () => getPrimeraActualizacion(rutFactoring),
    staleTime: Infinity,
    refetchInterval: (current) => (current.state.data ? FIRST_REFRESH_POLL_MS : false),
  });
  const inFlight = Boolean(query.data);
  const wasInFlight = useRef(false);
  useEffect(() => {
    if (wasInFlight.current && !inFlight && query.isSuccess) void queryClient.invalidateQueries();
    wasInFlight.current = inFlight;
  }, [inFlight, query.isSuccess, queryClient]);
  return query;
}
