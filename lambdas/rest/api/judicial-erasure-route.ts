import { INVALID_RUT } from '@domain/judicial/judicial-response';
import { isValidRut, normalizeRut } from '@domain/rut';
import { assertPlatformAdmin } from '../../access/platform-admin-scopes';
import { BadRequestError } from '../../platform/errors';
import { logger } from '../../platform/observability';
import { eraseJudicialRecords } from '../../services/judicial/erase-judicial-records';
import type { RestRoute } from '../types';

/**
 * DELETE /api/admin/radar-judicial/{rut}: a data subject's request to delete the judicial records kept of their RUT
 * (Ley 21.719, in force from 2026-12-01), carried out by the platform administrator acting as themself: the RUT's
 * sweep and every factoring's query record of it deleted, the deletion recorded (who, when, which RUT) and the RUT
 * left out of the nightly watch for config.judicial.erasureHoldDays unless a factoring asks for it again
 * (domain/judicial/erasure.ts). Answers `{success: true, rut, borradoPor, borradoEn, sinVigilanciaHasta, eliminados}`.
 * @throws ForbiddenError for anyone but the platform administrator acting as themself; BadRequestError
 *   'RUT no es válido'.
 */
export const judicialErasureRoute: RestRoute = {
  method: 'DELETE',
  path: '/api/admin/radar-judicial/{rut}',
  handle: async ({ identity, params }, deps) => {
    assertPlatformAdmin(identity);
    const rut = params.rut ?? '';
    if (!isValidRut(rut)) throw new BadRequestError(INVALID_RUT);
    const erased = await eraseJudicialRecords(
      { ...deps.judicial, clock: () => deps.now() },
      identity.email || identity.username,
      normalizeRut(rut),
    );
    logger.info('radar judicial: registros de un RUT eliminados a solicitud de su titular', { ...erased });
    return { body: { success: true, ...erased } };
  },
};
