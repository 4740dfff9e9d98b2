import { BadRequestError } from '../../platform/errors';
import { listInvoiceChanges } from '../../services/invoice-changes/list-invoice-changes';
import type { RestRoute } from '../types';
import { selectedScope } from './selected-scope';

/**
 * GET /api/invoice-changes?factoring=&lastId=: the sales-ledger radar's change records of the user's factoring
 * (client-radar.md §3, §7), `{success, message, data, count, lastId}`; lastId optional, an integer >= 0.
 * @throws BadRequestError for a lastId that is not one; ForbiddenError for a factoring the user may not act for or
 *   without radarVentas in it.
 */
export const invoiceChangesRoute: RestRoute = {
  method: 'GET',
  path: '/api/invoice-changes',
  handle: async ({ identity, query }, deps) => {
    const scope = selectedScope(identity, query, { flag: 'radarVentas' });
    const asked = query.lastId?.trim();
    if (asked && !/^\d{1,12}$/.test(asked)) throw new BadRequestError('lastId debe ser un número entero');
    return { body: await listInvoiceChanges(deps, scope, asked ? Number(asked) : null) };
  },
};
