import { statuteDataFileName, statuteFileName } from '../../store/company-files/company-file-names';
import { readRegistryStatus } from '../../public-sources/res/registry-status';
import type { RestRoute } from '../types';
import { COMPANY_FILE_LINK_SECONDS } from './company-file-links';
import { NOT_A_CLIENT_REPLY, ownClient } from './own-client';

/**
 * GET /api/empresa/constitucion/{rut}?factoring= (client-detail.md §3 "Constitution response", §7): `{success: true,
 * data: {status: 'not_registered'}}` when the factoring's own files of the company (gathered by its client sync, never
 * another factoring's) hold no updated statute from the Registro de Empresas y Sociedades or the registry's last
 * answer said it does not hold the company
 * (lambdas/public-sources/res/registry-status.ts); otherwise `{status: 'registered', signedUrl, jsonUrl}`, 2-hour
 * signed links to the statute PDF and to its data (jsonUrl null when the extraction is not there yet). Only for a
 * client of a factoring the user acts for: 404 `{success: false, error}` for another RUT, ForbiddenError for a
 * factoring of someone else.
 */
export const constitucionRoute: RestRoute = {
  method: 'GET',
  path: '/api/empresa/constitucion/{rut}',
  handle: async (request, deps) => {
    const client = await ownClient(request, deps);
    if (!client) return NOT_A_CLIENT_REPLY;
    const files = deps.companyFiles;
    const [statute, data, gathering] = await Promise.all([
      files.describe(client.scope, client.rut, statuteFileName(client.rut)),
      files.describe(client.scope, client.rut, statuteDataFileName(client.rut)),
      readRegistryStatus(files, client.scope, client.rut),
    ]);
    if (!statute || gathering?.registrado === false)
      return { body: { success: true, data: { status: 'not_registered' } } };
    const [signedUrl, jsonUrl] = await Promise.all([
      files.signedUrl(client.scope, client.rut, statute.filename, COMPANY_FILE_LINK_SECONDS),
      data ? files.signedUrl(client.scope, client.rut, data.filename, COMPANY_FILE_LINK_SECONDS) : null,
    ]);
    return { body: { success: true, data: { status: 'registered', signedUrl, jsonUrl } } };
  },
};
