/**
 * Error codes the API sets on purpose (lambdas/platform/errors.ts AppError.code) whose message is meant for the user.
 */
const USER_FACING_CODES = new Set(['Unauthorized', 'Forbidden', 'BadRequest', 'NotFound']);

/** A failed API call: `code` is the server's error code (GraphQL errorType) or null for transport failures. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface GraphqlErrorLike {
  message?: unknown;
  errorType?: unknown;
  extensions?: { code?: unknown; errorType?: unknown } | null;
}

/**
 * Converts whatever Amplify's GraphQL client threw into an {@link ApiError}.
 * Amplify throws the GraphQL result ({ data, errors }) both for server errors (errors carry AppSync's
 * `errorType`, or `extensions.code` / `extensions.errorType`) and for transport failures (no code).
 */
export function toApiError(thrown: unknown): ApiError {
  if (thrown instanceof ApiError) return thrown;
  const errors = (thrown as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const first = errors[0] as GraphqlErrorLike;
    const code = first.errorType ?? first.extensions?.code ?? first.extensions?.errorType;
    return new ApiError(String(first.message ?? 'Error'), typeof code === 'string' ? code : null);
  }
  return new ApiError(thrown instanceof Error ? thrown.message : String(thrown), null);
}

/**
 * The text to show for a failed call: the server's own message for authorization and validation
 * errors (core-platform §8 "the server message is shown"), otherwise the screen's fallback text.
 */
export function userMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== null && USER_FACING_CODES.has(error.code)
    ? error.message
    : fallback;
}
