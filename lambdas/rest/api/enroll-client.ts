import { enrollProblem } from '@domain/credentials/credential-forms';
import { BadRequestError } from '../../platform/errors';
import { assertFlag } from '../../access/tenant';
import { enrollClient } from '../../services/client-enrollment/enroll-client';
import { assertFeatureAvailable } from '../../services/trials/feature-gate';
import type { RestReply, RestRoute } from '../types';
import { selectedScope } from './selected-scope';

/** The body {rut, password} with anything that is not a string read as ''. */
function bodyFields(body: unknown): { rut: string; password: string } {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { rut: text(fields.rut).trim(), password: text(fields.password) };
}

/**
 * POST /api/tasks/add-client-task {rut, password} (client-radar.md §7) for the selected factoring (the `factoring`
 * query parameter, else the user's first; selected-factoring.ts). Needs registrarCliente (core-platform §6) and the
 * enroller paid or in its free trial (client-radar §6, domain/trial-access.ts).
 * @returns 200 with {success, message} ({@link enrollClient}).
 * @throws ForbiddenError without the flag, for another factoring, or with the blocked screen's text when the trial has
 *   not begun or has ended; BadRequestError 'RUT y contraseña son
 *   obligatorios.' / 'RUT no es válido.' (client-radar §5).
 */
export const enrollClientRoute: RestRoute = {
  method: 'POST',
  path: '/api/tasks/add-client-task',
  handle: async ({ identity, query, body }, deps): Promise<RestReply> => {
    const scope = selectedScope(identity, query);
    assertFlag(scope, 'registrarCliente');
    await assertFeatureAvailable(deps, scope, 'enrolador');
    const form = bodyFields(body);
    const problem = enrollProblem(form);
    if (problem) throw new BadRequestError(problem);
    return { body: await enrollClient(scope, form, deps) };
  },
};
