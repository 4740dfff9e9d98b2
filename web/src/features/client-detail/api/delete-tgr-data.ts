/** DELETE api/tgr/data/{rut} (client-detail.md §7): deletes the server-side TGR data of the client. */
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';

/** @throws Error from restJson on a non-OK answer. */
export async function deleteTgrData(restUrl: string, rut: string, rutFactoring: string): Promise<void> {
  await restJson(restEndpoint(restUrl, `api/tgr/data/${encodeURIComponent(rut)}`, { factoring: rutFactoring }), {
    method: 'DELETE',
  });
}
