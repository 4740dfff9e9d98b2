import { BadRequestError } from '../../platform/errors';
import type { RestRoute } from '../types';
import { selectedScope } from './selected-scope';

/**
 * GET /api/users-with-login?factoring=: `{success: true, users: [{email, last_login}]}`, the factoring's accounts with
 * their last sign-in (core-platform §3 "Login info", §7). Needs cuentas.
 * @throws ForbiddenError without cuentas or for another factoring.
 */
export const usersWithLoginRoute: RestRoute = {
  method: 'GET',
  path: '/api/users-with-login',
  handle: async ({ identity, query }, deps) => {
    const accounts = await deps.accounts.list(selectedScope(identity, query, { flag: 'cuentas' }));
    return {
      body: {
        success: true,
        users: accounts.map((account) => ({ email: account.email, last_login: account.lastLogin })),
      },
    };
  },
};

/**
 * GET /api/user-consultations?email=&factoring=: `{success: true, consultations: [{rut, razonsocial, timestamp}],
 * impersonations: [{at, adminEmail, targetEmail, action, outcome}]}`, the account's history: the client-detail opens
 * of one of the factoring's accounts ('Historial de Consultas', core-platform §3 "Consultation", §7) and what
 * administrators did while seeing as it ('Ver como', core-platform §1), each newest first. Needs cuentas.
 * @throws BadRequestError without email; ForbiddenError without cuentas or for another factoring; NotFoundError for an
 *   e-mail that is not an account of the factoring.
 */
export const userConsultationsRoute: RestRoute = {
  method: 'GET',
  path: '/api/user-consultations',
  handle: async ({ identity, query }, deps) => {
    if (!query.email?.trim()) throw new BadRequestError('Falta el email del usuario');
    const scope = selectedScope(identity, query, { flag: 'cuentas' });
    const [consultations, impersonations] = await Promise.all([
      deps.accounts.consultations(scope, query.email),
      deps.accounts.impersonations(scope, query.email),
    ]);
    return { body: { success: true, consultations, impersonations } };
  },
};

/**
 * POST /api/register-login: records the caller's sign-in as their last login (core-platform §7 "Register-login POST
 * after sign-in"; the web app only logs the answer). `{success: true}`.
 */
export const registerLoginRoute: RestRoute = {
  method: 'POST',
  path: '/api/register-login',
  handle: async ({ identity }, deps) => {
    await deps.accounts.recordLogin(identity);
    return { body: { success: true } };
  },
};
