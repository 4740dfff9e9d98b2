/**
 * Request limits shared by the AWS stack and local mode, so tests see the limits production applies
 * (limits on every door).
 */

/**
 * Largest request body any API accepts, in bytes: 6 MiB, AWS Lambda's synchronous invocation payload limit, which
 * every request to our handlers must pass on AWS (API Gateway REST → Lambda, AppSync → Lambda resolvers). Local hosts
 * refuse a larger body with 413 before reading it whole; the REST router refuses it too.
 */
export const MAX_REQUEST_BODY_BYTES = 6 * 1024 * 1024;

/** Spanish refusal of a body over {@link MAX_REQUEST_BODY_BYTES}. */
export const BODY_TOO_LARGE_MESSAGE = 'La solicitud excede el tamaño máximo permitido (6 MB)';

/**
 * AppSync's query depth limit (nested field levels, the root field being level 1 and leaf scalars counted): 8.
 * schema.graphql has no recursive type and its deepest selection is 4 levels today
 * (tests/unit/local/graphql-limits.test.ts keeps every selection within the limit), so every valid query passes and a
 * future recursive type cannot be abused.
 */
export const GRAPHQL_QUERY_DEPTH_LIMIT = 8;

/**
 * AppSync's resolver count limit per request: 10. Every resolver of schema.graphql sits on a root field
 * (lambdas/graphql/resolvers.ts), so this bounds the root fields (aliases included) one request may run: the web app
 * sends at most a few, while hundreds of aliased fields would be hundreds of Lambda invocations.
 */
export const GRAPHQL_RESOLVER_COUNT_LIMIT = 10;

/**
 * Largest list an answer carries, in bytes of JSON: 4 MiB. Lambda refuses a response over 6 MiB (synchronous
 * invocation payload) and a 5,000-row page of cessions can pass it, so lists stop at this budget and hand the rest to
 * the next page (nextToken), leaving room for the answer's envelope.
 */
export const MAX_ANSWER_LIST_BYTES = 4 * 1024 * 1024;
