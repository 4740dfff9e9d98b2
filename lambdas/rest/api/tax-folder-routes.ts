import { taxFolderFileName } from '../../company-files/company-file-names';
import type { RestRoute } from '../types';
import { COMPANY_FILE_LINK_SECONDS } from './company-file-links';
import { NOT_A_CLIENT_REPLY, ownClient } from './own-client';

/** The download answer when the client has no tax folder PDF yet (client-detail.md §8: the web shows it as not ready). */
export const TAX_FOLDER_NOT_FOUND = 'Archivo aún no disponible: not found';

/**
 * GET /api/files/check/{rut}?factoring= (client-detail.md §7): `{success: true, data: {exists, filename, size,
 * lastModified, contentType}}` for the client's tax folder PDF, `{exists: false}` when there is none yet. Only for a
 * client of a factoring the user acts for: 404 `{success: false, error}` for another RUT, ForbiddenError for a
 * factoring of someone else.
 */
export const taxFolderCheckRoute: RestRoute = {
  method: 'GET',
  path: '/api/files/check/{rut}',
  handle: async (request, deps) => {
    const client = await ownClient(request, deps);
    if (!client) return NOT_A_CLIENT_REPLY;
    const file = await deps.companyFiles.describe(client.rut, taxFolderFileName(client.rut));
    return { body: { success: true, data: file ? { exists: true, ...file } : { exists: false } } };
  },
};

/**
 * GET /api/files/download-url/{rut}?factoring= (client-detail.md §7): `{success: true, data: {downloadUrl, filename,
 * expiresAt (ISO), expiresIn (seconds, 7200), fileSize (bytes), contentType}}`, a 2-hour signed link to the client's
 * tax folder PDF. 404 `{success: false, error}` when the file does not exist yet or the RUT is not the factoring's
 * client; ForbiddenError for a factoring of someone else.
 */
export const taxFolderDownloadRoute: RestRoute = {
  method: 'GET',
  path: '/api/files/download-url/{rut}',
  handle: async (request, deps) => {
    const client = await ownClient(request, deps);
    if (!client) return NOT_A_CLIENT_REPLY;
    const name = taxFolderFileName(client.rut);
    const file = await deps.companyFiles.describe(client.rut, name);
    if (!file) return { status: 404, body: { success: false, error: TAX_FOLDER_NOT_FOUND } };
    const downloadUrl = await deps.companyFiles.signedUrl(client.rut, name, COMPANY_FILE_LINK_SECONDS);
    const expiresAt = new Date(deps.now().getTime() + COMPANY_FILE_LINK_SECONDS * 1000).toISOString();
    return {
      body: {
        success: true,
        data: { downloadUrl, filename: file.filename, expiresAt, expiresIn: COMPANY_FILE_LINK_SECONDS, fileSize: file.size, contentType: file.contentType },
      },
    };
  },
};
