import { BadRequestError } from '@lambdas/platform/errors';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { listFactoringClients, type ClientSearchItem } from '@lambdas/services/client-db/factoring-clients';
import type { RestRoute } from '../types';
import { LIST_NOT_READY } from './empresas-database';

/** core-platform §8 "Client search": the request names no factoring. */
export const NO_FACTORING_MESSAGE = 'No se ha seleccionado un factoring';

/** The answer of GET clientes-search (core-platform §7): success, data, message. */
export interface ClientSearchAnswer {
  success: boolean;
  data: ClientSearchItem[];
  message: string;
}

/**
 * GET /api/clientes-search?factoring={rut} (core-platform §2 "Admin search modal", §7): every client of the factoring
 * for the ctrl/cmd+K search, which filters them by name and RUT as the user types. Needs radarClientes (the client
 * dashboard the results open, §6) and a factoring the user acts for.
 * @returns 200 {success: true, data, message: ''}; 200 {success: false, data: [], message} while the client list is
 *   not built yet.
 * @throws BadRequestError 'No se ha seleccionado un factoring' without the parameter, or for a malformed RUT;
 *   ForbiddenError without radarClientes or for a factoring the user does not act for.
 */
export const clientesSearchRoute: RestRoute = {
  method: 'GET',
  path: '/api/clientes-search',
  handle: async ({ identity, query }, deps) => {
    const asked = query.factoring?.trim();
    if (!asked) throw new BadRequestError(NO_FACTORING_MESSAGE);
    const clients = await listFactoringClients(resolveTenantScope(identity, asked, { flag: 'radarClientes' }), deps);
    const answer: ClientSearchAnswer = clients
      ? { success: true, data: clients, message: '' }
      : { success: false, data: [], message: LIST_NOT_READY };
    return { body: answer };
  },
};
