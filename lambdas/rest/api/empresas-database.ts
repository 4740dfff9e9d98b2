import { BadRequestError } from '../../platform/errors';
import { clientListDatabase } from '../../services/client-db/client-list-database';
import { clientListPreparation } from '../../services/client-db/client-list-preparation';
import type { RestRoute } from '../types';
import { selectedScope } from './selected-scope';

/** Answer when the factoring's client list has not been built yet. */
export const LIST_NOT_READY = 'La base de datos de clientes aún no está disponible';

/** A month parameter 'yyyy-MM' or 'yyyy-MM-dd' as 'yyyy-MM'; null when absent. @throws BadRequestError. */
function monthOf(value: string | undefined, name: string): string | null {
  if (!value) return null;
  if (!/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/.test(value))
    throw new BadRequestError(`${name} debe ser yyyy-MM o yyyy-MM-dd`);
  return value.slice(0, 7);
}

/**
 * GET /api/empresas?startDate&endDate&factoring: the factoring's client-list database (empresas, kpis, metadata;
 * client-radar.md §3, §7) as base64 text (a JSON string), its KPIs narrowed to the months [startDate, endDate]
 * and its executives as assigned now. While the list is not stored yet but being prepared (after the factoring's
 * first refresh), 202 with `{preparando: {clientes, total}}` (client-list-preparation.ts); otherwise 404.
 * @throws BadRequestError for a malformed month or startDate after endDate; ForbiddenError for another factoring.
 */
export const empresasDatabaseRoute: RestRoute = {
  method: 'GET',
  path: '/api/empresas',
  handle: async ({ identity, query }, deps) => {
    const scope = selectedScope(identity, query);
    const desde = monthOf(query.startDate, 'startDate');
    const hasta = monthOf(query.endDate, 'endDate');
    if (desde && hasta && desde > hasta) throw new BadRequestError('startDate no puede ser posterior a endDate');
    const database = await clientListDatabase(scope, { desde, hasta }, deps);
    if (!database) {
      const preparando = await clientListPreparation(scope, deps, deps.now());
      if (preparando) return { status: 202, body: { preparando } };
      return { status: 404, body: { success: false, error: LIST_NOT_READY } };
    }
    return { body: Buffer.from(database).toString('base64') };
  },
};
