import { isPaidFeature } from '@domain/trial-access';
import { BadRequestError } from '../../platform/errors';
import { changeTrial, trialOverview } from '../../services/trials/trial-admin';
import type { RestRoute } from '../types';
import { adminScope } from './admin-scope';

/**
 * GET /api/admin/pruebas?factoring=: the platform administrator's view of a factoring's paid features, their state
 * today and its users' free-trial requests (services/trials/trial-admin.ts TrialOverview).
 * @throws ForbiddenError for a caller who is not an administrator acting as themself, or a factoring it does not act
 *   for; NotFoundError for an unregistered factoring.
 */
export const trialOverviewRoute: RestRoute = {
  method: 'GET',
  path: '/api/admin/pruebas',
  handle: async ({ identity, query }, deps) => ({
    body: await trialOverview({ ...deps, factorings: deps.factoringAccess }, adminScope(identity, query)),
  }),
};

/**
 * POST /api/admin/pruebas?factoring= {accion: 'comenzar' | 'terminar', feature}: starts (30 days from today) or ends
 * (from today) the free trial of one feature (client-radar §6).
 * @returns the factoring's TrialOverview after the change.
 * @throws BadRequestError for another accion or feature, or the rule's reason (already available, no trial running);
 *   ForbiddenError as {@link trialOverviewRoute}.
 */
export const changeTrialRoute: RestRoute = {
  method: 'POST',
  path: '/api/admin/pruebas',
  handle: async ({ identity, query, body }, deps) => {
    const scope = adminScope(identity, query);
    const { accion, feature } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (accion !== 'comenzar' && accion !== 'terminar')
      throw new BadRequestError("accion debe ser 'comenzar' o 'terminar'");
    if (!isPaidFeature(feature)) throw new BadRequestError('Función desconocida');
    return { body: await changeTrial({ ...deps, factorings: deps.factoringAccess }, scope, accion, feature) };
  },
};
