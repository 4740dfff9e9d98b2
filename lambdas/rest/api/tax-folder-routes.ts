import { checkTaxFolder, taxFolderLink } from '../../services/company-files/tax-folder';
import type { RestRoute } from '../types';
import { clientRut } from './client-rut';
import { COMPANY_FILE_LINK_SECONDS } from './company-file-links';
import { NOT_A_CLIENT_REPLY } from './own-client';
import { selectedScope } from './selected-scope';

/**
 * The download answer when the client has no tax folder PDF yet (client-detail.md §8: the web shows it as not ready).
 */
export const TAX_FOLDER_NOT_FOUND = 'Archivo aún no disponible: not found';

/** The check's error when the SII could not give the client's tax folder and there is none stored (§4 "error"). */
export const TAX_FOLDER_GATHER_FAILED = 'No se pudo obtener la Carpeta Tributaria del SII';

/**
 * GET /api/files/check/{rut}?factoring= (client-detail.md §7): `{success: true, data: {exists, filename, size,
 * lastModified, contentType}}` for the factoring's own copy of the client's tax folder PDF (another factoring's copy
 * is never looked at); when there is none, `{exists: false}` (not gathered yet, or gathered only by a factoring
 * holding a clave this one does not) or, when its last gathering from the SII failed, `{success: false, error:
 * '{TAX_FOLDER_GATHER_FAILED}: {the SII's reason}'}`, shown by the tab as its error state. Only for a client of a
 * factoring the user acts for: 404 `{success: false, error}` for another RUT, ForbiddenError for a factoring of
 * someone else.
 */
export const taxFolderCheckRoute: RestRoute = {
  method: 'GET',
  path: '/api/files/check/{rut}',
  handle: async (request, deps) => {
    const scope = selectedScope(request.identity, request.query);
    const check = await checkTaxFolder(deps, scope, clientRut(request.params));
    if (check === 'not-client') return NOT_A_CLIENT_REPLY;
    if (check.kind === 'stored') return { body: { success: true, data: { exists: true, ...check.file } } };
    return {
      body: check.error
        ? { success: false, error: `${TAX_FOLDER_GATHER_FAILED}: ${check.error}` }
        : { success: true, data: { exists: false } },
    };
  },
};

/**
 * GET /api/files/download-url/{rut}?factoring= (client-detail.md §7): `{success: true, data: {downloadUrl, filename,
 * expiresAt (ISO), expiresIn (seconds, 7200), fileSize (bytes), contentType}}`, a 2-hour signed link to the
 * factoring's own copy of the client's tax folder PDF. 404 `{success: false, error}` when the factoring has no such
 * file or the RUT is not its client; ForbiddenError for a factoring of someone else.
 */
export const taxFolderDownloadRoute: RestRoute = {
  method: 'GET',
  path: '/api/files/download-url/{rut}',
  handle: async (request, deps) => {
    const scope = selectedScope(request.identity, request.query);
    const link = await taxFolderLink(deps, scope, {
      rutCliente: clientRut(request.params),
      now: deps.now(),
      expiresInSeconds: COMPANY_FILE_LINK_SECONDS,
    });
    if (link === 'not-client') return NOT_A_CLIENT_REPLY;
    if (!link) return { status: 404, body: { success: false, error: TAX_FOLDER_NOT_FOUND } };
    return {
      body: {
        success: true,
        data: {
          downloadUrl: link.downloadUrl,
          filename: link.file.filename,
          expiresAt: link.expiresAt,
          expiresIn: COMPANY_FILE_LINK_SECONDS,
          fileSize: link.file.size,
          contentType: link.file.contentType,
        },
      },
    };
  },
};
