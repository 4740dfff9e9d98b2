import { createHash } from 'node:crypto';
import { BadRequestError } from '../../platform/errors';
import type { IdempotencyRepository } from '../../store/idempotency-repository';
import type { Identity } from '../../access/identity';

/** How long an idempotency key's answer is kept, seconds. */
const IDEMPOTENCY_KEY_SECONDS = 24 * 3600;
/** How long the same request without a key (same user, factoring, operation and body) counts as a retry, seconds. */
const SAME_REQUEST_SECONDS = 10 * 60;

const EN_PROCESO = 'La misma solicitud ya está en proceso. Espere su respuesta.';

/** The once-only records an operation is run through (lambdas/store/idempotency-repository.ts). */
export type OnceStore = Pick<IdempotencyRepository, 'claim' | 'complete' | 'release'>;

/** An e-mail-sending request as its retries are recognised. */
export interface OnceRequest {
  /** The operation, e.g. 'POST /v1/jwt/notificacion-deudor' or 'Mutation.notificaCesionoRecesion'. */
  operation: string;
  /** The factoring's RUT the request acts for ('' when it names none). */
  factoring: string;
  /** The signed-in user (their e-mail, else their username, names the record). */
  caller: Pick<Identity, 'email' | 'username'>;
  /** The client's idempotency key, when it sent one. */
  key?: string;
  /** The request's arguments: without a key, an identical body is the retry. */
  body: unknown;
}

/**
 * Runs `run` once per idempotency key (kept 24 h) or, without one, once per identical request of the same user
 * (operation, factoring and body, for 10 minutes), so a retried request never e-mails twice: a retry gets the first
 * run's answer. Only an answer `keep` accepts is kept (one after which something was sent); otherwise, or when `run`
 * throws, the claim is given up and the request may be tried again. The claim is one conditional put on the leases
 * table, shared by every Lambda.
 * @param now the request's time.
 * @throws BadRequestError {@link EN_PROCESO} while the first run of the same request has not answered; what `run` or
 *   the store throws.
 */
export async function runOnce<T>(
  store: OnceStore,
  request: OnceRequest,
  now: Date,
  run: () => Promise<T>,
  keep: (answer: T) => boolean,
): Promise<T> {
  const key = request.key
    ? `clave:${request.key}`
    : `cuerpo:${createHash('sha256')
        .update(JSON.stringify(request.body ?? null), 'utf8')
        .digest('base64url')}`;
  const caller = request.caller.email || request.caller.username;
  const name = `idempotencia#${request.operation}#${request.factoring}#${caller}#${key}`;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const expiresAt = nowSeconds + (request.key ? IDEMPOTENCY_KEY_SECONDS : SAME_REQUEST_SECONDS);
  const claim = await store.claim(name, expiresAt, nowSeconds);
  if (claim.kind === 'done') return claim.answer as T;
  if (claim.kind === 'running') throw new BadRequestError(EN_PROCESO);
  let answer: T;
  try {
    answer = await run();
  } catch (error) {
    await store.release(name);
    throw error;
  }
  if (keep(answer)) await store.complete(name, answer, expiresAt);
  else await store.release(name);
  return answer;
}
