/** The judicial radar's availability check (client-radar.md §6, §7: POST {consulta: 'available'}, answer respuesta). */
import { queryOptions } from '@tanstack/react-query';
import type { AvailabilityAnswer } from '@domain/assistant/assistant-contract';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';

/**
 * The check for the selected factoring, asked once per screen opening.
 * @throws Error with the server's message (restJson) on a non-OK answer.
 */
export function judicialAvailabilityQuery(restUrl: string, rutFactoring: string) {
  return queryOptions({
    queryKey: ['radar-judicial-disponibilidad', rutFactoring],
    queryFn: () =>
      restJson<AvailabilityAnswer>(
        restEndpoint(restUrl, 'api/radar-judicial/disponibilidad', { factoring: rutFactoring }),
        { method: 'POST', body: { consulta: 'available' } },
      ),
    retry: false,
    staleTime: 0,
  });
}
