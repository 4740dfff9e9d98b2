import { runOnce } from '../services/idempotency/run-once';
import type { RestDeps, RestReply, RestRoute } from './types';

/** The header a client names a request with, so that its retries run it once (lower case, as compared). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The factoring a request names (`factoring` query parameter or the body's rutCesionario), for the record's name. */
function factoringOf(query: Record<string, string>, body: unknown): string {
  const rutCesionario = (body as { rutCesionario?: unknown } | null)?.rutCesionario;
  return query.factoring ?? (typeof rutCesionario === 'string' ? rutCesionario : '');
}

/**
 * A route that sends e-mail made safe to retry: its `handle` runs once per Idempotency-Key header (kept 24 h), or,
 * without one, once per identical request of the same user (route, factoring and body, for 10 minutes), so a retried
 * request never e-mails twice (lambdas/services/idempotency/run-once.ts). A retry gets the first run's answer; while
 * the first still runs, BadRequestError 'La misma solicitud ya está en proceso...'. Only a 2xx answer is kept: a
 * refused or failed run (nothing sent) may be tried again.
 */
export function idempotent(route: RestRoute): RestRoute {
  return {
    ...route,
    handle: async (request, deps: RestDeps): Promise<RestReply> => {
      const { identity, query, body, idempotencyKey } = request;
      return runOnce(
        deps.idempotency,
        {
          operation: `${route.method} ${route.path}`,
          factoring: factoringOf(query, body),
          caller: identity,
          key: idempotencyKey,
          body,
        },
        deps.now(),
        () => route.handle(request, deps),
        ({ status = 200 }) => status >= 200 && status < 300,
      );
    },
  };
}
