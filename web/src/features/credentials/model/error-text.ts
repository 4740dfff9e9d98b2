import { ApiError } from '@web/lib/api-error';

/** Shown when the server could not be reached or failed without a message of its own. */
const CREDENTIALS_FALLBACK_MESSAGE = 'No fue posible comunicarse con el servidor. Intente nuevamente.';

/**
 * The text of a failed credentials call: the server's own message when it gave one on purpose (every AppError, the
 * sealing store's too: lambdas/graphql/router.ts never passes unexpected errors through), else the fallback.
 */
export function credentialErrorText(error: unknown): string {
  return error instanceof ApiError && error.code !== null ? error.message : CREDENTIALS_FALLBACK_MESSAGE;
}
