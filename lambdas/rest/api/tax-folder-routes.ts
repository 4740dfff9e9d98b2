import { taxFolderFileName, taxFolderStatusFileName } from '../../store/company-files/company-file-names';
import type { TaxFolderStatus } from '../../services/client-sync/sync-tax-folder';
import type { RestDeps, RestRoute } from '../types';
import { COMPANY_FILE_LINK_SECONDS } from './company-file-links';
import { NOT_A_CLIENT_REPLY, ownClient } from './own-client';

/**
 * The download answer when the client has no tax folder PDF yet (client-detail.md §8: the web shows it as not ready).
 */
export const TAX_FOLDER_NOT_FOUND = 'Archivo aún no disponible: not found';

/** The check's error when the SII could not give the client's tax folder and there is none stored (§4 "error"). */
export const TAX_FOLDER_GATHER_FAILED = 'No se pudo obtener la Carpeta Tributaria del SII';

/**
 * GET /api/files/check/{rut}?factoring= (client-detail.md §7): `{success: true, data: {exists, filename, size,
 * lastModified, contentType}}` for the client's tax folder PDF; when there is none, `{exists: false}` (not gathered
 * yet) or, when the last gathering from the SII failed (CARPETA_TRIBUTARIA_{rut}.json, sync-tax-folder.ts),
 * `{success: false, error: '{TAX_FOLDER_GATHER_FAILED}: {the SII's reason}'}`, shown by the tab as its error state.
 * Only for a client of a factoring the user acts for: 404 `{success: false, error}` for another RUT, ForbiddenError
 * for a factoring of someone else.
 */
export const taxFolderCheckRoute: RestRoute = {
  method: 'GET',
  path: '/api/files/check/{rut}',
  handle: async (request, deps) => {
    const client = await ownClient(request, deps);
    if (!client) return NOT_A_CLIENT_REPLY;
    const file = await deps.companyFiles.describe(client.rut, taxFolderFileName(client.rut));
    if (file) return { body: { success: true, data: { exists: true, ...file } } };
    const failure = await lastGatheringError(deps, client.rut);
    return {
      body: failure
        ? { success: false, error: `${TAX_FOLDER_GATHER_FAILED}: ${failure}` }
        : { success: true, data: { exists: false } },
    };
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
        data: {
          downloadUrl,
          filename: file.filename,
          expiresAt,
          expiresIn: COMPANY_FILE_LINK_SECONDS,
          fileSize: file.size,
          contentType: file.contentType,
        },
      },
    };
  },
};

/** The last gathering's error, or null (never gathered, gathered well, or an outcome file that cannot be read). */
async function lastGatheringError(deps: Pick<RestDeps, 'companyFiles'>, rut: string): Promise<string | null> {
  const bytes = await deps.companyFiles.read(rut, taxFolderStatusFileName(rut));
  if (!bytes) return null;
  try {
    const status = JSON.parse(Buffer.from(bytes).toString('utf8')) as Partial<TaxFolderStatus>;
    return typeof status.error === 'string' ? status.error : null;
  } catch {
    return null;
  }
}
