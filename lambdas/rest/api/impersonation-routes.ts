import type { RestRoute } from '../types';
import { adminScope } from './admin-scope';
import { selectedScope } from './selected-scope';

/**
 * GET /api/sesion?factoring=: the caller as the server sees it (core-platform §3 "Session user"): username, email,
 * rutCesionario, razonSocial, userType, flags (those held in the `factoring` parameter's company, else in the first
 * company), companies (each with its flags), and impersonatedBy while an administrator sees as this user (the
 * 'x-ver-como' header). The web app shows the impersonated user's menu and the orange banner from it.
 */
export const sessionRoute: RestRoute = {
  method: 'GET',
  path: '/api/sesion',
  handle: async ({ identity, query }) => ({
    body: {
      username: identity.username,
      email: identity.email,
      rutCesionario: identity.rutCesionario,
      razonSocial: identity.razonSocial,
      userType: identity.userType ?? null,
      flags: selectedScope(identity, query).flags,
      companies: identity.companies,
      impersonatedBy: identity.impersonatedBy ?? null,
    },
  }),
};

/**
 * GET /api/ver-como/usuarios?factoring={rut}: the users of a factoring the administrator acts for, whom it may see as
 * (the directory of api/registered-users, without the administrator itself).
 * @returns {success: true, factoring, users: [{username, email, nombre}]}.
 * @throws ForbiddenError 'Solo un administrador puede ver como otro usuario' for a caller whose userType is not admin
 *   (also while already seeing as someone); ForbiddenError for a factoring it does not act for.
 */
export const impersonableUsersRoute: RestRoute = {
  method: 'GET',
  path: '/api/ver-como/usuarios',
  handle: async ({ identity, query }, deps) => {
    const scope = adminScope(identity, query);
    const factoring = scope.rutFactoring;
    const users = (await deps.users.listForFactoring(scope)).filter((user) => user.username !== identity.username);
    return { body: { success: true, factoring, users } };
  },
};
