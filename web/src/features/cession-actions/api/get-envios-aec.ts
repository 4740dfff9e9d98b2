import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { ENVIO_FIELDS } from '@web/lib/cessions/envio-aec';
import { ENVIO_POLL_MS } from '@web/lib/cessions/envio-follow-up';
import type { EnvioAecDocumento } from '@domain/wire/schema-types';

const ENVIOS_AEC = /* GraphQL */ `
  query EnviosAec($rutFactoring: String!) {
    enviosAec(rutFactoring: $rutFactoring) { rutEmisor tipo folio ${ENVIO_FIELDS} }
  }
`;

/**
 * The factoring's AEC envíos, newest first (schema.graphql enviosAec): the last envío of each document the
 * platform sent an AEC for, with its state at the SII.
 * @param rutFactoring the factoring acting ('NNNNNNNN-D').
 * @throws ApiError (Forbidden without cesionMasiva or devolverCesion, or for another factoring) or a transport failure.
 */
export async function enviosAec(rutFactoring: string): Promise<EnvioAecDocumento[]> {
  const data = await runGraphql<{ enviosAec: EnvioAecDocumento[] }>(ENVIOS_AEC, { rutFactoring });
  return data.enviosAec;
}

/** Query key of {@link useEnviosAec}; a cession action invalidates it. */
export const enviosAecKey = (rutFactoring: string) => ['enviosAec', rutFactoring] as const;

interface EnviosAecOptions {
  /**
   * Whether the answer still holds an envío this screen waits for: while true the query asks again every
   * {@link ENVIO_POLL_MS} (the query's refetchInterval, ARCHITECTURE.md practice 7); false stops it.
   */
  watching: (listed: readonly EnvioAecDocumento[] | undefined) => boolean;
  enabled?: boolean;
}

/**
 * Query hook for {@link enviosAec}, keyed by factoring: polls every {@link ENVIO_POLL_MS} while `watching` says an
 * envío of interest is in flight, and stops once they are all final. Screens sharing the key share the answer.
 */
export function useEnviosAec(rutFactoring: string, { watching, enabled = true }: EnviosAecOptions) {
  return useQuery({
    queryKey: enviosAecKey(rutFactoring),
    queryFn: () => enviosAec(rutFactoring),
    enabled,
    refetchInterval: (query) => (watching(query.state.data) ? ENVIO_POLL_MS : false),
  });
}
