import { isValidRut, normalizeRut } from '@domain/rut';
import { BadRequestError } from '../../platform/errors';
import { queryJudicialRadar } from '../../services/judicial/judicial-radar';
import type { RestRoute } from '../types';
import { selectedScope } from './selected-scope';

/** The answer to a missing or malformed RUT (client-radar.md §5 'RUT no es válido'). */
export const INVALID_RUT = 'RUT no es válido';

/**
 * GET /api/radar-judicial?rut=&factoring=: the judicial radar's answer for a RUT (client-radar.md §3 'Judicial
 * response', §4 'Judicial query'), for the selected factoring only: its finished sweep within the time to live, its
 * running sweep's progress, or a new sweep started. Errors are `{message}` (§8): 400 for a bad RUT, 403 for a
 * factoring the user may not act for or without radarJudicial there.
 */
export const radarJudicialRoute: RestRoute = {
  method: 'GET',
  path: '/api/radar-judicial',
  handle: async (request, deps) => {
    const scope = selectedScope(request.identity, request.query, { flag: 'radarJudicial' });
    const rut = request.query.rut ?? '';
    if (!isValidRut(rut)) throw new BadRequestError(INVALID_RUT);
    return { body: await queryJudicialRadar({ ...deps.judicial, jobs: deps.jobs }, scope, normalizeRut(rut)) };
  },
};
