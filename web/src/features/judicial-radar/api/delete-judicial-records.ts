/** DELETE api/radar-judicial/{rut}: the selected factoring deletes what it keeps of a RUT's court records. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import { judicialRadarQuery } from './judicial-radar-query';

/**
 * Mutation hook deleting the factoring's records of a RUT (normalised '12345678-9'); on success the RUT's answer is
 * dropped from the cache, so asking it again asks the server.
 * @throws Error with the server's message (restJson) on a non-OK answer.
 */
export function useDeleteJudicialRecords(restUrl: string, rutFactoring: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rut: string) =>
      restJson(restEndpoint(restUrl, `api/radar-judicial/${encodeURIComponent(rut)}`, { factoring: rutFactoring }), {
        method: 'DELETE',
      }),
    onSuccess: (_answer, rut) =>
      queryClient.removeQueries({ queryKey: judicialRadarQuery(restUrl, rut, rutFactoring).queryKey }),
  });
}
