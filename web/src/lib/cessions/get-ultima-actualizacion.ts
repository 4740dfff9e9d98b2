import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { refreshPollMs } from './refresh-note';

const ULTIMA_ACTUALIZACION = /* GraphQL */ `
  query UltimaActualizacion($rutFactoring: String!) {
    ultimaActualizacion(rutFactoring: $rutFactoring)
  }
`;

/**
 * Query key of the factoring's last refresh instant (the eventoBack subscription invalidates it after each refresh).
 */
export const ULTIMA_ACTUALIZACION_KEY = 'ultimaActualizacion';

/**
 * ISO instant of the factoring's last SII refresh, or null before the first one.
 * @throws ApiError when the call fails.
 */
export async function getUltimaActualizacion(rutFactoring: string): Promise<string | null> {
  const data = await runGraphql<{ ultimaActualizacion: string | null }>(ULTIMA_ACTUALIZACION, { rutFactoring });
  return data.ultimaActualizacion;
}

/**
 * Query hook for {@link getUltimaActualizacion}, keyed by factoring only, so every screen and search window shows
 * the same refresh note. A new refresh arrives through eventoBack (the subscription invalidates this key); while
 * the note says the next refresh is due and none arrived (socket down), it asks again once a minute.
 */
export function useUltimaActualizacion(rutFactoring: string) {
  return useQuery({
    queryKey: [ULTIMA_ACTUALIZACION_KEY, rutFactoring],
    queryFn: () => getUltimaActualizacion(rutFactoring),
    staleTime: Infinity,
    refetchInterval: (query) => refreshPollMs(query.state.data ?? null, new Date()),
  });
}
