import { z } from 'zod';
import { flagsFromRecord, flagsToRecord } from '@domain/accounts/permission-wire';
import { ACCOUNT_MESSAGES } from '@lambdas/services/accounts/account-messages';
import { BadRequestError } from '@lambdas/platform/errors';
import type { RestRequest, RestRoute } from '../../types';
import type { TenantScope } from '@lambdas/access/tenant-scope';
import { selectedScope } from '../../api/selected-scope';

/**
 * A user record of core-platform §7 REST /v1/jwt/usuarios: email, empresa (the factoring's RUT; else the rutEmpresa
 * query parameter, else the user's first company), context, and the flags as 0/1 under their own names or the wire
 * names of core-platform §3 (domain/accounts/permission-wire.ts).
 */
const recordSchema = z.object({ email: z.string().trim().min(1), empresa: z.string().optional() }).passthrough();

function readRecord(request: RestRequest): { email: string; scope: TenantScope; record: Record<string, unknown> } {
  const parsed = recordSchema.safeParse(request.body);
  if (!parsed.success) throw new BadRequestError(ACCOUNT_MESSAGES.noEmails);
  const scope = selectedScope(
    request.identity,
    { factoring: parsed.data.empresa ?? request.query.rutEmpresa ?? '' },
    { flag: 'cuentas' },
  );
  return { email: parsed.data.email, scope, record: parsed.data };
}

/**
 * GET /v1/jwt/usuarios?rutEmpresa={rut}: `{usuarios}`, the factoring's accounts as records (email, empresa, estado,
 * last_login, empresasConsultadas and the flags as 0/1). Needs cuentas.
 * @throws ForbiddenError without cuentas or for another factoring.
 */
export const listUsuariosRoute: RestRoute = {
  method: 'GET',
  path: '/v1/jwt/usuarios',
  handle: async ({ identity, query }, deps) => {
    const scope = selectedScope(identity, { factoring: query.rutEmpresa ?? '' }, { flag: 'cuentas' });
    const accounts = await deps.accounts.list(scope);
    return {
      body: {
        usuarios: accounts.map((account) => ({
          email: account.email,
          empresa: scope.rutFactoring,
          estado: account.estado,
          last_login: account.lastLogin,
          empresasConsultadas: account.empresasConsultadas,
          ...flagsToRecord(account.flags),
        })),
      },
    };
  },
};

/**
 * POST /v1/jwt/usuarios with a user record: creates the account and e-mails its invitation; `{success, body}` with
 * body 'Usuario creado OK', or 400 with the reason (an existing account, an invitation that could not be sent).
 * @throws ForbiddenError without cuentas, for another factoring or granting a flag the caller lacks.
 */
export const createUsuarioRoute: RestRoute = {
  method: 'POST',
  path: '/v1/jwt/usuarios',
  handle: async (request, deps) => {
    const { email, scope, record } = readRecord(request);
    const [outcome] = await deps.accounts.create(scope, [email], flagsFromRecord(record));
    if (outcome?.error) return { status: 400, body: { success: false, body: outcome.error } };
    return { body: { success: true, body: ACCOUNT_MESSAGES.created } };
  },
};

/**
 * PATCH /v1/jwt/usuarios with a user record: sets the account's flags; `{success, body: 'Usuario actualizado OK'}`.
 * @throws ForbiddenError without cuentas, for another factoring or changing a flag the caller lacks; NotFoundError
 *   for an e-mail that is not an account of the factoring.
 */
export const updateUsuarioRoute: RestRoute = {
  method: 'PATCH',
  path: '/v1/jwt/usuarios',
  handle: async (request, deps) => {
    const { email, scope, record } = readRecord(request);
    await deps.accounts.edit(scope, email, flagsFromRecord(record));
    return { body: { success: true, body: ACCOUNT_MESSAGES.updated } };
  },
};

/**
 * DELETE /v1/jwt/usuarios body {email, empresa?}: deletes the account; `{success, body: 'Usuario Eliminado OK'}`.
 * @throws ForbiddenError without cuentas or for another factoring; NotFoundError for an e-mail that is not an
 *   account of the factoring; BadRequestError for the caller's own account.
 */
export const deleteUsuarioRoute: RestRoute = {
  method: 'DELETE',
  path: '/v1/jwt/usuarios',
  handle: async (request, deps) => {
    const { email, scope } = readRecord(request);
    await deps.accounts.delete(scope, email);
    return { body: { success: true, body: ACCOUNT_MESSAGES.deleted } };
  },
};
