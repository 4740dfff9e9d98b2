/** A paid screen's availability check (client-radar.md §6, §7: POST {consulta: 'available'}, answer respuesta). */
import { queryOptions } from '@tanstack/react-query';
import type { AvailabilityAnswer } from '@domain/trial-access';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';

/**
 * The check of one screen for the selected factoring, asked once per screen opening.
 * @param path the screen's check, relative to the REST API ('api/radar-judicial/disponibilidad').
 * @throws Error with the server's message (restJson) on a non-OK answer.
 */
export function availabilityQuery(restUrl: string, path: string, rutFactoring: string) {
  return queryOptions({
    queryKey: [path, rutFactoring],
    queryFn: () =>
      restJson<AvailabilityAnswer>(restEndpoint(restUrl, path, { factoring: rutFactoring }), {
        method: 'POST',
        body: { consulta: 'available' },
      }),
    retry: false,
    staleTime: 0,
  });
}
