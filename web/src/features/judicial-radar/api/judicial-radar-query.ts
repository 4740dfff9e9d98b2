/** GET api/radar-judicial?rut (client-radar.md §3 'Judicial response', §7), polled while the sweep runs. */
import { queryOptions } from '@tanstack/react-query';
import type { JudicialResponse } from '@domain/judicial/judicial-response';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import { JUDICIAL_POLL_MS } from '@web/components/judicial/sweep-texts';

/**
 * The query of a RUT's judicial answer for the selected factoring: polled every {@link JUDICIAL_POLL_MS} while its
 * sweep runs, then left alone.
 * @throws Error with the server's message (restJson) on a non-OK answer.
 */
export function judicialRadarQuery(restUrl: string, rut: string, rutFactoring: string) {
  return queryOptions({
    queryKey: ['radar-judicial', rutFactoring, rut],
    queryFn: () =>
      restJson<JudicialResponse>(restEndpoint(restUrl, 'api/radar-judicial', { rut, factoring: rutFactoring })),
    refetchInterval: (query) => (query.state.data?.processingStatus.isProcessing ? JUDICIAL_POLL_MS : false),
    retry: false,
    staleTime: Infinity,
  });
}
