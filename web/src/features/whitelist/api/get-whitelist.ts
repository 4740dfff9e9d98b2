import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';

/** The whitelist answer (core-platform §7 "Whitelist POST"): respuesta, and the enrolment link's factoring id. */
export interface WhitelistAnswer {
  respuesta: boolean;
  id: string | null;
}

/**
 * Whether the user is whitelisted for a factoring: POST {restUrl}/api/whitelist?factoring={rut} {consulta:
 * 'whitelisted'}.
 * @throws Error with the server's message, or the network error.
 */
export async function getWhitelist(restUrl: string, rutFactoring: string): Promise<WhitelistAnswer> {
  return restJson<WhitelistAnswer>(restEndpoint(restUrl, 'api/whitelist', { factoring: rutFactoring }), {
    method: 'POST',
    body: { consulta: 'whitelisted' },
  });
}

/** Query hook for {@link getWhitelist}; nothing is fetched without a factoring. */
export function useWhitelist(rutFactoring: string | null) {
  const { restUrl } = useRuntimeConfig();
  return useQuery({
    queryKey: ['whitelist', rutFactoring],
    queryFn: () => getWhitelist(restUrl, rutFactoring ?? ''),
    enabled: rutFactoring !== null,
    staleTime: 300_000,
  });
}
