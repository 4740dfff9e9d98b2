import { isWhitelisted } from '@domain/whitelist';
import { BadRequestError } from '../../platform/errors';
import type { RestRoute } from '../types';
import { selectedScope } from './selected-scope';

/** The whitelist answer of core-platform §7 "Whitelist POST": respuesta, and the id of the enrolment link. */
export interface WhitelistAnswer {
  /** True when the caller is whitelisted for the factoring (domain/whitelist.ts). */
  respuesta: boolean;
  /** The factoring the enrolment link enrols clients for ('NNNNNNNN-D'); null when not whitelisted. */
  id: string | null;
}

/**
 * POST /api/whitelist {consulta: 'whitelisted'} for the selected factoring (the `factoring` parameter, else the
 * user's first; selected-factoring.ts): whether the caller sees the enrolment link (core-platform §2, §4, §7), read
 * from the factoring record (domain/whitelist.ts).
 * @throws BadRequestError when consulta is not 'whitelisted'; ForbiddenError for a factoring the user does not act for.
 */
export const whitelistRoute: RestRoute = {
  method: 'POST',
  path: '/api/whitelist',
  handle: async ({ identity, query, body }, deps) => {
    const consulta = (body as { consulta?: unknown } | null)?.consulta;
    if (consulta !== 'whitelisted') throw new BadRequestError("consulta debe ser 'whitelisted'");
    const rutFactoring = selectedScope(identity, query).rutFactoring;
    const record = await deps.factorings.get(rutFactoring);
    const respuesta = isWhitelisted(record?.features, identity.username);
    const answer: WhitelistAnswer = { respuesta, id: respuesta ? rutFactoring : null };
    return { body: answer };
  },
};
