import { createHash } from 'node:crypto';
import { BadRequestError } from '../platform/errors';
import type { RestDeps, RestReply, RestRoute } from './types';

/** The header a client names a request with, so that its retries run it once (lower case, as compared). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long an Idempotency-Key's answer is kept, seconds. */
export const IDEMPOTENCY_KEY_SECONDS = 24 * 3600;
/** How long the same request without a key (same user, factoring, route and body) counts as a retry, seconds. */
export const SAME_REQUEST_SECONDS = 10 * 60;

export const EN_PROCESO = 'La misma solicitud ya está en proceso. Espere su respuesta.';

/** The factoring a request names (`factoring` query parameter or the body's rutCesionario), for the record's name. */
function factoringOf(query: Record<string, string>, body: unknown): string {
  const rutCesionario = (body as { rutCesionario?: unknown } | null)?.rutCesionario;
  return query.factoring ?? (typeof rutCesionario === 'string' ? rutCesionario : '');
}

/**
 * A route that sends e-mail made safe to retry: its `handle` runs once per Idempotency-Key header (kept 24 h), or,
 * without one, once per identical request of the same user (route, factoring and body, for 10 minutes), so a retried
 * request never e-mails twice. A retry gets the first run's answer; while the first still runs, BadRequestError
 * {@link EN_PROCESO}. Only a 2xx answer is kept: a refused or failed run (nothing sent) may be tried again.
 * Records live in the leases table (lambdas/store/idempotency-repository.ts), shared by every Lambda.
 */
export function idempotent(route: RestRoute): RestRoute {
  return {
    ...route,
    handle: async (request, deps: RestDeps): Promise<RestReply> => {
      const { identity, query, body, idempotencyKey } = request;
      const caller = identity.email || identity.username;
      const key = idempotencyKey
        ? `clave:${idempotencyKey}`
        : `cuerpo:${createHash('sha256')
            .update(JSON.stringify(body ?? null), 'utf8')
            .digest('base64url')}`;
      const name = `idempotencia#${route.method} ${route.path}#${factoringOf(query, body)}#${caller}#${key}`;
      const nowSeconds = Math.floor(deps.now().getTime() / 1000);
      const expiresAt = nowSeconds + (idempotencyKey ? IDEMPOTENCY_KEY_SECONDS : SAME_REQUEST_SECONDS);
      const claim = await deps.idempotency.claim(name, expiresAt, nowSeconds);
      if (claim.kind === 'done') return claim.answer as RestReply;
      if (claim.kind === 'running') throw new BadRequestError(EN_PROCESO);
      let reply: RestReply;
      try {
        reply = await route.handle(request, deps);
      } catch (error) {
        await deps.idempotency.release(name);
        throw error;
      }
      const status = reply.status ?? 200;
      if (status >= 200 && status < 300) await deps.idempotency.complete(name, reply, expiresAt);
      else await deps.idempotency.release(name);
      return reply;
    },
  };
}
