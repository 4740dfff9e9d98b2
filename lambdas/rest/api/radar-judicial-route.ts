import { INVALID_RUT } from '@domain/judicial/judicial-response';
import { isValidRut, normalizeRut } from '@domain/rut';
import { BadRequestError } from '../../platform/errors';
import { assertFeatureAvailable } from '../../services/trials/feature-gate';
import { queryJudicialRadar } from '../../services/judicial/judicial-radar';
import type { RestRoute } from '../types';
import { judicialRadarDeps } from './judicial-radar-deps';
import { selectedScope } from './selected-scope';

/**
 * GET /api/radar-judicial?rut=&factoring=: the judicial radar's answer for a RUT (client-radar.md §3 'Judicial
 * response', §4 'Judicial query'), for the selected factoring only: its finished sweep within the time to live, its
 * running sweep's progress, or a new sweep started. Errors are `{message}` (§8): 400 for a bad RUT, 403 for a
 * factoring the user may not act for, without radarJudicial there, or whose trial has not begun or has ended (§6).
 */
export const radarJudicialRoute: RestRoute = {
  method: 'GET',
  path: '/api/radar-judicial',
  handle: async (request, deps) => {
    const scope = selectedScope(request.identity, request.query, { flag: 'radarJudicial' });
    const rut = request.query.rut ?? '';
    if (!isValidRut(rut)) throw new BadRequestError(INVALID_RUT);
    await assertFeatureAvailable(deps, scope, 'radarJudicial');
    return { body: await queryJudicialRadar(judicialRadarDeps(deps), scope, normalizeRut(rut)) };
  },
};
