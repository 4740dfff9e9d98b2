import { assertFlag } from '../../access/tenant';
import type { RestRoute } from '../types';
import { selectedScope } from './selected-scope';

/**
 * GET /api/registered-users?t=&factoring=: `{success: true, users, factoring}`, the users of the factoring who can
 * be assigned as executives (client-radar.md §7): with FactoringUserDirectory, those with a userCompanies row for it
 * (the home factoring has one too). Needs carteraEjecutivos '1' in that factoring (§6: only that permission sees the
 * executive actions).
 * @throws ForbiddenError without the permission or for another factoring.
 */
export const registeredUsersRoute: RestRoute = {
  method: 'GET',
  path: '/api/registered-users',
  handle: async ({ identity, query }, deps) => {
    const scope = selectedScope(identity, query);
    assertFlag(scope, 'carteraEjecutivos');
    const factoring = scope.rutFactoring;
    const users = (await deps.users.listForFactoring(scope)).map(({ username, email, nombre }) => ({
      username,
      email,
      nombre,
    }));
    return { body: { success: true, users, factoring } };
  },
};
