import { clientListDbKey } from '../../store/client-db/client-db-objects';
import { BadRequestError } from '../../platform/errors';
import { assertFlag } from '../../access/tenant';
import { resolveTenantScope } from '../../access/tenant-scope';
import type { RestDeps, RestRoute } from '../types';
import { LIST_NOT_READY } from './empresas-database';

/** core-platform §8 "Client search": the request names no factoring. */
export const NO_FACTORING_MESSAGE = 'No se ha seleccionado un factoring';

/** One client of the search (core-platform §3 "Client search item"). */
export interface ClientSearchItem {
  rut: string;
  razonsocial: string;
  /** True when the client's SII clave last logged in ('Activo'), the indicator of the search results. */
  passwordValida: boolean;
}

/** The answer of GET clientes-search (core-platform §7): success, data, message. */
export interface ClientSearchAnswer {
  success: boolean;
  data: ClientSearchItem[];
  message: string;
}

/**
 * The clients of a factoring as its client list database holds them (empresas: rut, razonsocial, estado), ordered by
 * name then RUT; passwordValida is estado 'Activo' (domain/client-db/schema.ts, client-detail.md §2).
 * @returns null when the factoring's client list was not built yet.
 */
export async function listFactoringClients(
  rutFactoring: string,
  deps: Pick<RestDeps, 'clientDbs' | 'loadSql'>,
): Promise<ClientSearchItem[] | null> {
  const stored = await deps.clientDbs.get(clientListDbKey(rutFactoring));
  if (!stored) return null;
  const SQL = await deps.loadSql();
  const db = new SQL.Database(stored);
  try {
    const [result] = db.exec('SELECT rut, razonsocial, estado FROM empresas ORDER BY razonsocial, rut');
    return (result?.values ?? []).map(([rut, razonsocial, estado]) => ({
      rut: String(rut),
      razonsocial: String(razonsocial ?? ''),
      passwordValida: estado === 'Activo',
    }));
  } finally {
    db.close();
  }
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
    assertFlag(identity, 'radarClientes');
    const asked = query.factoring?.trim();
    if (!asked) throw new BadRequestError(NO_FACTORING_MESSAGE);
    const rutFactoring = resolveTenantScope(identity, asked).rutFactoring;
    const clients = await listFactoringClients(rutFactoring, deps);
    const answer: ClientSearchAnswer = clients
      ? { success: true, data: clients, message: '' }
      : { success: false, data: [], message: LIST_NOT_READY };
    return { body: answer };
  },
};
