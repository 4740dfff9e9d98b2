import { INVALID_RUT } from '@domain/judicial/judicial-response';
import { isValidRut, normalizeRut } from '@domain/rut';
import { BadRequestError } from '../../platform/errors';
import { logger } from '../../platform/observability';
import { forgetJudicialRut } from '../../services/judicial/forget-judicial-rut';
import type { RestRoute } from '../types';
import { selectedScope } from './selected-scope';

/**
 * DELETE /api/radar-judicial/{rut}?factoring=: the selected factoring deletes what it keeps of the RUT's court records
 * (its query record, its Cartera's new-case flag and its users' alerts of the RUT's new cases; the shared sweep only
 * when it serves no other factoring: lambdas/services/judicial/forget-judicial-rut.ts), for a user with radarJudicial
 * there, whatever its trial (deleting is never a paid feature). Answers `{success: true, rut}`, the same whether the
 * shared sweep went or stayed.
 * @throws ForbiddenError for a factoring the user may not act for or without radarJudicial there; BadRequestError
 *   'RUT no es válido'.
 */
export const judicialForgetRoute: RestRoute = {
  method: 'DELETE',
  path: '/api/radar-judicial/{rut}',
  handle: async ({ identity, params, query }, deps) => {
    const scope = selectedScope(identity, query, { flag: 'radarJudicial' });
    const raw = params.rut ?? '';
    if (!isValidRut(raw)) throw new BadRequestError(INVALID_RUT);
    const rut = normalizeRut(raw);
    const { barridoEliminado } = await forgetJudicialRut(
      {
        sweeps: deps.judicial.sweeps,
        carteras: deps.carteras,
        factorings: deps.factorings,
        credentials: deps.credentials,
        users: deps.users,
        alerts: deps.alerts,
        clock: () => deps.now(),
      },
      scope,
      rut,
    );
    logger.info('radar judicial: una factoring eliminó sus registros de un RUT', {
      rut,
      rutFactoring: scope.rutFactoring,
      borradoPor: identity.email || identity.username,
      barridoEliminado,
    });
    return { body: { success: true, rut } };
  },
};
