/** DELETE api/tgr/data/{rut} (client-detail.md §7): deletes the server-side TGR data of the client. */
import { restJson } from '../../client-list/api/rest-get';
import { restEndpoint } from '../../client-list/model/rest-endpoint';

/** @throws Error from restJson on a non-OK answer. */
export async function deleteTgrData(restUrl: string, rut: string, rutFactoring: string): Promise<void> {
  await restJson(restEndpoint(restUrl, `api/tgr/data/${encodeURIComponent(rut)}`, { factoring: rutFactoring }), {
    method: 'DELETE',
  });
}
