import type { PermissionFlag } from '@domain/permissions';
import { availabilityAnswer, type PaidFeature } from '@domain/trial-access';
import { factoringAvailability } from '../../services/trials/feature-gate';
import type { RestRoute } from '../types';
import { selectedScope } from './selected-scope';

/**
 * POST {path}?factoring= with `{consulta: 'available'}`: the availability check of a paid screen (client-radar.md
 * §6, §7: the judicial radar, the enroller) for the selected factoring: `{respuesta: 'available'}` when the screen may
 * be used, otherwise `{respuesta: 'not-started' | 'ended', message}` with the text the blocked screen shows.
 * @param flag the user's permission the screen needs; feature the paid feature of the factoring record it reads.
 * @throws (from the route) ForbiddenError for a factoring the user may not act for or without the flag.
 */
export function availabilityRoute(path: string, flag: PermissionFlag, feature: PaidFeature): RestRoute {
  return {
    method: 'POST',
    path,
    handle: async (request, deps) => {
      const scope = selectedScope(request.identity, request.query, { flag });
      return { body: availabilityAnswer(await factoringAvailability(deps, scope, feature)) };
    },
  };
}

/** The judicial radar's check (radarJudicial). */
export const radarJudicialAvailabilityRoute = availabilityRoute(
  '/api/radar-judicial/disponibilidad',
  'radarJudicial',
  'radarJudicial',
);

/** The enroller's check (registrarCliente; client-radar.md §2 'Usable only when the availability check says …'). */
export const enrollerAvailabilityRoute = availabilityRoute(
  '/api/enrolador/disponibilidad',
  'registrarCliente',
  'enrolador',
);
