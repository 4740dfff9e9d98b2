import type { AppSyncResolverEvent } from 'aws-lambda';
import { tokenFromAuthorization } from '../access/authorization-header';
import { AppError, NotFoundError } from '../platform/errors';
import { auditedRun, IMPERSONATION_HEADER, namedFactoring, resolveCaller } from '../access/impersonation';
import { admitOperation, GRAPHQL_ACCESS } from '../access/operation-permissions';
import { assertSecondFactor } from '../access/second-factor';
import { resolvers } from './resolvers';
import type { GraphqlDeps } from './types';
import { appendScopeKeys, logger } from '../platform/observability';

/** The AppSync Lambda resolver event every field receives (arguments are the field's arguments). */
export type GraphqlEvent = AppSyncResolverEvent<Record<string, unknown>, Record<string, unknown> | null>;

/**
 * The error a resolver throws to AppSync: `errorType` is the AppError code ('Unauthorized', 'Forbidden',
 * 'BadRequest', 'NotFound', 'Internal'); AppSync reports the Lambda error's type and message in the
 * GraphQL error, and the local host copies `errorType` the same way.
 */
class ResolverError extends Error {
  readonly errorType: AppError['code'];

  constructor(message: string, errorType: AppError['code']) {
    super(message);
    this.name = errorType;
    this.errorType = errorType;
  }
}

/**
 * Runs one AppSync field: verifies the id token of the Authorization header (raw or 'Bearer x'; the
 * event's own `identity` is ignored, identity comes only from the verified token; an administrator's 'x-ver-como'
 * header is checked by lambdas/access/impersonation.ts), then checks the field's declared access
 * (lambdas/access/operation-permissions.ts GRAPHQL_ACCESS: flags, administrator; TOTP for cuentas, second-factor.ts)
 * and dispatches on '{parentTypeName}.{fieldName}' to the resolvers map and returns the field's value. Every field run
 * while seeing as someone, query or mutation, is recorded with both identities, refused ones included.
 * @throws ResolverError with errorType 'Unauthorized' (no or bad token), 'Forbidden', 'BadRequest',
 *   'NotFound' (no resolver) or 'Internal' (anything unexpected; logged, message not leaked).
 */
export async function route(event: GraphqlEvent, deps: GraphqlDeps): Promise<unknown> {
  const key = `${event.info.parentTypeName}.${event.info.fieldName}`;
  try {
    const identity = await resolveCaller(
      tokenFromAuthorization(requestHeader(event, 'authorization')),
      requestHeader(event, IMPERSONATION_HEADER),
      deps,
    );
    const resolver = resolvers[key];
    if (!resolver) throw new NotFoundError(`Campo sin resolver: ${key}`);
    const args = event.arguments ?? {};
    const entry = {
      action: key,
      rutFactoring: namedFactoring(args, ...Object.values(args)),
      now: () => new Date(),
    };
    appendScopeKeys(entry.action, entry.rutFactoring);
    const run = async () => {
      const admitted = admitOperation(identity, GRAPHQL_ACCESS[key], key);
      await assertSecondFactor(admitted, GRAPHQL_ACCESS[key], deps.secondFactor);
      return resolver({ args, identity: admitted, deps });
    };
    return await auditedRun(identity, entry, run, deps);
  } catch (error) {
    if (error instanceof AppError) throw new ResolverError(error.message, error.code);
    logger.error(`GraphQL ${key} failed`, { error });
    throw new ResolverError('Error interno del servidor', 'Internal');
  }
}

/** A request header by case-insensitive name. */
function requestHeader(event: GraphqlEvent, wanted: string): string | undefined {
  const headers = event.request?.headers ?? {};
  const name = Object.keys(headers).find((header) => header.toLowerCase() === wanted);
  return name ? headers[name] : undefined;
}
