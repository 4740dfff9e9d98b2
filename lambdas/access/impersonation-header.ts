/**
 * The request header by which an administrator asks to see as another user: the target's Cognito username. The token
 * stays the administrator's own (verified as always); this header is only a request the server checks
 * (lambdas/access/impersonation.ts). Kept apart so CORS settings (CDK, local hosts) read it without the verifier.
 */
export const IMPERSONATION_HEADER = 'x-ver-como';
