import { z } from 'zod';
import { clientDbKey } from '../../store/client-db/client-db-objects';
import { BadRequestError } from '../../platform/errors';
import { EJECUTIVO_MESSAGES } from '../../services/accounts/ejecutivo-messages';
import { assertFlag } from '../../access/tenant';
import type { TenantScope } from '../../access/tenant-scope';
import type { RestDeps, RestReply, RestRequest, RestRoute } from '../types';
import { clientRut } from './client-rut';
import { NOT_A_CLIENT } from './database-url';
import { selectedScope } from './selected-scope';

const Body = z.object({ ejecutivoEmail: z.string().trim().optional() }).nullable();

/**
 * Common checks of both methods: carteraEjecutivos '1' (client-radar.md §6), a factoring of the user, a client of
 * that factoring, an e-mail of one of its registered users.
 * @returns the factoring's scope, the client and the e-mail (lower case); or a 404/400 reply.
 */
async function checked(
  request: RestRequest,
  deps: RestDeps,
  missing: string,
): Promise<{ reply: RestReply } | { scope: TenantScope; rutCliente: string; email: string }> {
  const scope = selectedScope(request.identity, request.query);
  assertFlag(scope, 'carteraEjecutivos');
  const rutFactoring = scope.rutFactoring;
  const rutCliente = clientRut(request.params);
  const parsed = Body.safeParse(request.body);
  const email = parsed.success ? parsed.data?.ejecutivoEmail?.toLowerCase() : undefined;
  if (!email) throw new BadRequestError(missing);
  if (!z.string().email().safeParse(email).success) throw new BadRequestError(EJECUTIVO_MESSAGES.invalid);
  if ((await deps.clientDbs.contentHash(clientDbKey(scope, rutCliente))) === null)
    return { reply: { status: 404, body: { success: false, error: NOT_A_CLIENT } } };
  const users = await deps.users.listForFactoring(rutFactoring);
  if (!users.some((user) => user.email.toLowerCase() === email))
    return { reply: { status: 400, body: { success: false, error: EJECUTIVO_MESSAGES.notRegistered } } };
  return { scope, rutCliente, email };
}

/**
 * POST /api/ejecutivo/{rut} {ejecutivoEmail}: assigns an executive to a client of the user's factoring.
 * @returns `{success: true, message}`; 409 `{success: false, error: 'Este ejecutivo ya está asignado a este cliente'}`
 *   when already assigned; 404/400 `{success: false, error}` for a foreign client or an unknown e-mail.
 * @throws ForbiddenError without carteraEjecutivos or for another factoring; BadRequestError without an e-mail.
 */
export const assignEjecutivoRoute: RestRoute = {
  method: 'POST',
  path: '/api/ejecutivo/{rut}',
  handle: async (request, deps) => {
    const target = await checked(request, deps, EJECUTIVO_MESSAGES.required);
    if ('reply' in target) return target.reply;
    const change = await deps.executives.add(target.scope, target.rutCliente, target.email);
    if (change === 'unchanged')
      return { status: 409, body: { success: false, error: EJECUTIVO_MESSAGES.alreadyAssigned } };
    return { body: { success: true, message: EJECUTIVO_MESSAGES.assigned } };
  },
};

/**
 * DELETE /api/ejecutivo/{rut} {ejecutivoEmail}: removes an executive from a client.
 * @returns `{success: true, message}`; 404 `{success: false, error}` when it was not assigned or the client is not
 *   the factoring's.
 * @throws ForbiddenError without carteraEjecutivos or for another factoring; BadRequestError
 *   'Por favor seleccione un ejecutivo para remover' without an e-mail.
 */
export const removeEjecutivoRoute: RestRoute = {
  method: 'DELETE',
  path: '/api/ejecutivo/{rut}',
  handle: async (request, deps) => {
    const target = await checked(request, deps, EJECUTIVO_MESSAGES.removeRequired);
    if ('reply' in target) return target.reply;
    const change = await deps.executives.remove(target.scope, target.rutCliente, target.email);
    if (change === 'unchanged') return { status: 404, body: { success: false, error: EJECUTIVO_MESSAGES.notAssigned } };
    return { body: { success: true, message: EJECUTIVO_MESSAGES.removed } };
  },
};
