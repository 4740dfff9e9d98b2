import { z } from 'zod';
import { BadRequestError } from '../../platform/errors';
import {
  monthlyReportSubscribers,
  setMonthlyReportSubscribers,
} from '../../services/reportes/monthly-report-subscribers';
import type { RestRoute } from '../types';
import { selectedScope } from './selected-scope';

const PATH = '/api/informe-mensual';

/**
 * GET /api/informe-mensual?factoring=: `{success: true, factoring, usuarios: [{username, email, nombre, suscrito}]}`,
 * the factoring's users and who receives the monthly report e-mail ('Informe mensual por correo' of 'Reportes').
 * Needs cuentas in that factoring.
 * @throws ForbiddenError without cuentas or for another factoring.
 */
export const monthlyReportSubscribersRoute: RestRoute = {
  method: 'GET',
  path: PATH,
  handle: async ({ identity, query }, deps) => {
    const scope = selectedScope(identity, query, { flag: 'cuentas' });
    return {
      body: { success: true, factoring: scope.rutFactoring, usuarios: await monthlyReportSubscribers(deps, scope) },
    };
  },
};

const bodySchema = z.object({ suscritos: z.array(z.string().min(1)).max(1000) });

/**
 * PUT /api/informe-mensual?factoring= {suscritos: [username]}: saves who receives the monthly report e-mail and answers
 * as GET does. Needs cuentas in that factoring.
 * @throws BadRequestError for a body without `suscritos` or naming someone who is not the factoring's user;
 *   ForbiddenError without cuentas or for another factoring.
 */
export const saveMonthlyReportSubscribersRoute: RestRoute = {
  method: 'PUT',
  path: PATH,
  handle: async ({ identity, query, body }, deps) => {
    const scope = selectedScope(identity, query, { flag: 'cuentas' });
    const parsed = bodySchema.safeParse(body);
    if (!parsed.success) throw new BadRequestError('Indique los usuarios suscritos (suscritos)');
    const usuarios = await setMonthlyReportSubscribers(deps, scope, parsed.data.suscritos);
    return { body: { success: true, factoring: scope.rutFactoring, usuarios } };
  },
};
