import { crossChecked, litigantRuts } from '@domain/judicial/portfolio-cross-check';
import { NO_LITIGANTES_FOUND } from '@domain/pjud/litigant-answers';
import { NotFoundError } from '../../platform/errors';
import { logger } from '../../platform/observability';
import { portfolioMarks } from '../../services/judicial/portfolio-marks';
import { queryJudicialRadar, readableSweep } from '../../services/judicial/judicial-radar';
import type { RestRoute } from '../types';
import { judicialRadarDeps } from './judicial-radar-deps';
import { requireOwnClient } from './own-client';

/** Error of the cases list (client-detail.md §8). */
export const PJUD_ERROR = 'Error al cargar datos de Poder Judicial';

/**
 * GET /api/pjud/{rut}?factoring=: the court cases of one of the factoring's clients (client-detail.md §7), read from
 * the factoring's judicial-radar sweep of the RUT, the one source of both screens: the sweep served within its time to
 * live, joined while it runs, or started (client-radar.md §4 'Judicial query'). Answers `{success: true, count, data,
 * processingStatus, completeness, updatedAt}` (data [] until the sweep is done, each case with its portfolio flags
 * `alertasCartera`; processingStatus as client-radar §3);
 * 503 `{success: false, error}` when the Poder Judicial stopped the sweep, so a stopped sweep never reads as 'no
 * records'.
 */
export const pjudCausasRoute: RestRoute = {
  method: 'GET',
  path: '/api/pjud/{rut}',
  handle: async (request, deps) => {
    const { scope, rut } = await requireOwnClient(request, deps, request.params.rut ?? '');
    const answer = await queryJudicialRadar(judicialRadarDeps(deps), scope, rut);
    if (answer.processingStatus.error) {
      logger.warn(`Poder Judicial: ${answer.processingStatus.message}`);
      return { status: 503, body: { success: false, error: PJUD_ERROR } };
    }
    const data = answer.judicialData?.casos ?? [];
    const { processingStatus, completeness, updatedAt } = answer;
    return { body: { success: true, count: data.length, data, processingStatus, completeness, updatedAt } };
  },
};

/**
 * GET /api/pjud/litigantes/{rol}?rut=&factoring=: `{success: true, count, data}`, the litigants of one of the
 * client's cases (§7) as the RUT's finished sweep kept them (a natural person's RUT null), each marked when it is
 * one of the factoring's clients or debtors (`cartera`, domain/judicial/portfolio-cross-check.ts); 404
 * `{success: false, error: 'NO_LITIGANTES_FOUND'}` when it has none. A rol that is not one of the cases of the
 * client's finished sweep, or a sweep the factoring may not read (it never asked for the RUT and does not hold it in
 * its Cartera), is NotFound.
 */
export const pjudLitigantesRoute: RestRoute = {
  method: 'GET',
  path: '/api/pjud/litigantes/{rol}',
  handle: async (request, deps) => {
    const { scope, rut } = await requireOwnClient(request, deps, request.query.rut ?? '');
    const rol = request.params.rol ?? '';
    const sweep = await readableSweep(judicialRadarDeps(deps), scope, rut);
    if (sweep?.status !== 'done' || !sweep.records.casos.some((causa) => causa.rol === rol))
      throw new NotFoundError(`La causa ${rol} no es del cliente`);
    const of = { casos: [], litigantes: sweep.records.litigantes.filter((litigante) => litigante.rol === rol) };
    const marks = await portfolioMarks(deps.carteras, scope, litigantRuts(of));
    const data = crossChecked(of, marks).litigantes;
    if (data.length === 0)
      return { status: 404, body: { success: false, count: 0, data: [], error: NO_LITIGANTES_FOUND } };
    return { body: { success: true, count: data.length, data } };
  },
};
