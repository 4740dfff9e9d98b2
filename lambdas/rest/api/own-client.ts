import type { TenantScope } from '../../access/tenant-scope';
import { NotFoundError } from '../../platform/errors';
import { isClientOf } from '../../services/company-files/client-of';
import type { RestDeps, RestRequest } from '../types';
import { clientRut } from './client-rut';
import { NOT_A_CLIENT } from './database-url';
import { selectedScope } from './selected-scope';

/** The answer to a RUT that is not a client of the factoring: no data (as GET api/database/{rut}). */
export const NOT_A_CLIENT_REPLY = { status: 404, body: { success: false, error: NOT_A_CLIENT } } as const;

/**
 * The client a client-detail call is about, when it is one of the selected factoring's clients (it has a client
 * database under the factoring, client-radar.md §7), else null.
 * @returns the factoring's verified scope and the RUT normalised, or null for a RUT that is not the factoring's client.
 * @throws BadRequestError for a malformed RUT or factoring; ForbiddenError for a factoring the user may not act for.
 */
export async function ownClient(
  { identity, query, params }: Pick<RestRequest, 'identity' | 'query' | 'params'>,
  deps: Pick<RestDeps, 'clientDbs'>,
): Promise<{ scope: TenantScope; rut: string } | null> {
  const scope = selectedScope(identity, query);
  const rut = clientRut(params);
  return (await isClientOf(deps.clientDbs, scope, rut)) ? { scope, rut } : null;
}

/**
 * {@link ownClient} for a client RUT given anywhere in the call (a path segment other than `{rut}`, a query value),
 * refusing with nothing of it a RUT that is not the factoring's client (Poder Judicial routes).
 * @returns the factoring's scope and the RUT normalised.
 * @throws NotFoundError (NOT_A_CLIENT) for a RUT that is not the factoring's client; as {@link ownClient} otherwise.
 */
export async function requireOwnClient(
  request: Pick<RestRequest, 'identity' | 'query'>,
  deps: Pick<RestDeps, 'clientDbs'>,
  rutText: string,
): Promise<{ scope: TenantScope; rut: string }> {
  const client = await ownClient({ ...request, params: { rut: rutText } }, deps);
  if (!client) throw new NotFoundError(NOT_A_CLIENT);
  return client;
}
