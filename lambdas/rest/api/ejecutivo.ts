import { z } from 'zod';
import { BadRequestError } from '../../platform/errors';
import { EJECUTIVO_MESSAGES } from '../../services/accounts/ejecutivo-messages';
import { changeExecutive } from '../../services/accounts/executive-assignment';
import { assertFlag } from '../../access/tenant';
import type { RestDeps, RestReply, RestRequest, RestRoute } from '../types';
import { clientRut } from './client-rut';
import { NOT_A_CLIENT } from './database-url';
import { selectedScope } from './selected-scope';

const Body = z.object({ ejecutivoEmail: z.string().trim().optional() }).nullable();

/**
 * Checks both methods share before the service: carteraEjecutivos '1' (client-radar.md §6), a factoring of the user,
 * an e-mail in the body; then changes the assignment and answers its outcome.
 * @returns `{success: true, message}`; `{success: false, error}` with 404 for a foreign client, 400 for an e-mail that
 *   is not a registered user, `unchanged.status` when there was nothing to change.
 */
async function changeAndReply(
  request: RestRequest,
  deps: RestDeps,
  change: 'add' | 'remove',
  messages: { missing: string; done: string; unchanged: { status: number; error: string } },
): Promise<RestReply> {
  const scope = selectedScope(request.identity, request.query);
  assertFlag(scope, 'carteraEjecutivos');
  const rutCliente = clientRut(request.params);
  const parsed = Body.safeParse(request.body);
  const email = parsed.success ? parsed.data?.ejecutivoEmail?.toLowerCase() : undefined;
  if (!email) throw new BadRequestError(messages.missing);
  if (!z.string().email().safeParse(email).success) throw new BadRequestError(EJECUTIVO_MESSAGES.invalid);
  const outcome = await changeExecutive(scope, change, { rutCliente, email }, deps);
  if (outcome === 'not-a-client') return { status: 404, body: { success: false, error: NOT_A_CLIENT } };
  if (outcome === 'not-registered')
    return { status: 400, body: { success: false, error: EJECUTIVO_MESSAGES.notRegistered } };
  if (outcome === 'unchanged')
    return { status: messages.unchanged.status, body: { success: false, error: messages.unchanged.error } };
  return { body: { success: true, message: messages.done } };
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
  handle: (request, deps) =>
    changeAndReply(request, deps, 'add', {
      missing: EJECUTIVO_MESSAGES.required,
      done: EJECUTIVO_MESSAGES.assigned,
      unchanged: { status: 409, error: EJECUTIVO_MESSAGES.alreadyAssigned },
    }),
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
  handle: (request, deps) =>
    changeAndReply(request, deps, 'remove', {
      missing: EJECUTIVO_MESSAGES.removeRequired,
      done: EJECUTIVO_MESSAGES.removed,
      unchanged: { status: 404, error: EJECUTIVO_MESSAGES.notAssigned },
    }),
};
