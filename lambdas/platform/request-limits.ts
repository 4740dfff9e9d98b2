/**
 * Request limits shared by the AWS stack and local mode, so tests see the limits production applies
 * (issue 16 §3 "limits on every door").
 */

/**
 * Largest request body any API accepts, in bytes: 6 MiB, AWS Lambda's synchronous invocation payload limit, which
 * every request to our handlers must pass on AWS (API Gateway REST → Lambda, AppSync → Lambda resolvers). Local hosts
 * refuse a larger body with 413 before reading it whole; the REST router refuses it too.
 */
export const MAX_REQUEST_BODY_BYTES = 6 * 1024 * 1024;

/** Spanish refusal of a body over {@link MAX_REQUEST_BODY_BYTES}. */
export const BODY_TOO_LARGE_MESSAGE = 'La solicitud excede el tamaño máximo permitido (6 MB)';
