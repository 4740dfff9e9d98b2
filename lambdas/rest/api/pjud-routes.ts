import { CAUSA_RESERVADA, NO_LITIGANTES_FOUND } from '@domain/pjud/litigant-answers';
import { NotFoundError } from '../../platform/errors';
import { PjudUnavailableError } from '../../public-sources/pjud/pjud-records';
import type { RestReply, RestRoute } from '../types';
import { requireOwnClient } from './own-client';
import { logger } from '../../platform/observability';

/** Error of the cases list (client-detail.md §8). */
export const PJUD_ERROR = 'Error al cargar datos de Poder Judicial';
/** The errors of a case without litigants and of a reserved case (domain/pjud/litigant-answers.ts). */
export { CAUSA_RESERVADA, NO_LITIGANTES_FOUND };

function unavailable(error: unknown): RestReply {
  if (!(error instanceof PjudUnavailableError)) throw error;
  logger.warn(`Poder Judicial: ${error.message}`);
  return { status: error.status, body: { success: false, error: PJUD_ERROR } };
}

/**
 * GET /api/pjud/{rut}?factoring=: `{success: true, count, data}`, the court cases of one of the factoring's clients
 * (client-detail.md §7); 500/502/503 `{success: false, error}` when the Poder Judicial does not answer them.
 */
export const pjudCausasRoute: RestRoute = {
  method: 'GET',
  path: '/api/pjud/{rut}',
  handle: async (request, deps) => {
    const { rut } = await requireOwnClient(request, deps, request.params.rut ?? '');
    try {
      const data = await deps.pjud.causas(rut);
      return { body: { success: true, count: data.length, data } };
    } catch (error) {
      return unavailable(error);
    }
  },
};

/**
 * GET /api/pjud/litigantes/{rol}?rut=&factoring=: `{success: true, count, data}`, the litigants of one of the
 * client's cases (§7); 404 `{success: false, error: 'NO_LITIGANTES_FOUND'}` when it has none, 403 for a reserved case,
 * 500/502/503 when the Poder Judicial does not answer. A rol that is not one of the client's cases is NotFound with
 * nothing of it fetched.
 */
export const pjudLitigantesRoute: RestRoute = {
  method: 'GET',
  path: '/api/pjud/litigantes/{rol}',
  handle: async (request, deps) => {
    const { rut } = await requireOwnClient(request, deps, request.query.rut ?? '');
    const rol = request.params.rol ?? '';
    try {
      const result = await deps.pjud.litigantes(rut, rol);
      if (result.kind === 'causa-ajena') throw new NotFoundError(`La causa ${rol} no es del cliente`);
      if (result.kind === 'reservada') return { status: 403, body: { success: false, error: CAUSA_RESERVADA } };
      if (result.litigantes.length === 0)
        return { status: 404, body: { success: false, count: 0, data: [], error: NO_LITIGANTES_FOUND } };
      return { body: { success: true, count: result.litigantes.length, data: result.litigantes } };
    } catch (error) {
      return unavailable(error);
    }
  },
};
