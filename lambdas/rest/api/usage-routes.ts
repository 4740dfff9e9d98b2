import { platformAdminScopes } from '../../access/platform-admin-scopes';
import { factoringUsage } from '../../services/usage/factoring-usage';
import type { RestRoute } from '../types';
import { selectedScope } from './selected-scope';

/**
 * GET /api/uso-mensual?factoring=: `{success: true, factoring, uso: [{mes, monitoreados, operaron}]}`, the factoring's
 * usage as core-platform §9 prices it ('Uso del mes' of 'Cuentas' and the months before it, newest first;
 * lambdas/services/usage/factoring-usage.ts). Needs cuentas in that factoring.
 * @throws ForbiddenError without cuentas or for another factoring.
 */
export const usoMensualRoute: RestRoute = {
  method: 'GET',
  path: '/api/uso-mensual',
  handle: async ({ identity, query }, deps) => {
    const scope = selectedScope(identity, query, { flag: 'cuentas' });
    return {
      body: { success: true, factoring: scope.rutFactoring, uso: await factoringUsage(deps, scope, deps.now()) },
    };
  },
};

/**
 * GET /api/uso-mensual/factorings: `{success: true, factorings: [{rut, razonSocial, uso}]}`, the usage of every
 * factoring the platform serves, by razón social, for the platform's administrator.
 * @throws ForbiddenError (platform-admin-scopes.ts) for anyone but an administrator acting as themself.
 */
export const usoMensualFactoringsRoute: RestRoute = {
  method: 'GET',
  path: '/api/uso-mensual/factorings',
  handle: async ({ identity }, deps) => {
    const factorings = await platformAdminScopes(identity, () => deps.factorings.list());
    const now = deps.now();
    const rows = await Promise.all(
      factorings.map(async ({ factoring: { rut, razonSocial }, scope }) => ({
        rut,
        razonSocial,
        uso: await factoringUsage(deps, scope, now),
      })),
    );
    return {
      body: { success: true, factorings: rows.toSorted((a, b) => a.razonSocial.localeCompare(b.razonSocial)) },
    };
  },
};
