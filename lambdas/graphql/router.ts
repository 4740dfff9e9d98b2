import type { AppSyncResolverEvent } from 'aws-lambda';
import { tokenFromAuthorization } from '../platform/authorization-header';
import { AppError, NotFoundError } from '../platform/errors';
import { resolveIdentity } from '../platform/identity';
import { resolvers } from './resolvers';
import type { GraphqlDeps } from './types';

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
 * event's own `identity` is ignored, identity comes only from the verified token), then dispatches on
 * '{parentTypeName}.{fieldName}' to the resolvers map and returns the field's value.
 * @throws ResolverError with errorType 'Unauthorized' (no or bad token), 'Forbidden', 'BadRequest',
 *   'NotFound' (no resolver) or 'Internal' (anything unexpected; logged, message not leaked).
 */
export async function route(event: GraphqlEvent, deps: GraphqlDeps): Promise<unknown> {
  const key = `${event.info.parentTypeName}.${event.info.fieldName}`;
  try {
    const identity = await resolveIdentity(tokenFromAuthorization(authorizationHeader(event)), deps);
    const resolver = resolvers[key];
    if (!resolver) throw new NotFoundError(`Campo sin resolver: ${key}`);
    return await resolver({ args: event.arguments ?? {}, identity, deps });
  } catch (error) {
    if (error instanceof AppError) throw new ResolverError(error.message, error.code);
    console.error(`GraphQL ${key} failed`, error);
    throw new ResolverError('Error interno del servidor', 'Internal');
  }
}

function authorizationHeader(event: GraphqlEvent): string | undefined {
  const headers = event.request?.headers ?? {};
  const name = Object.keys(headers).find((header) => header.toLowerCase() === 'authorization');
  return name ? headers[name] : undefined;
}
