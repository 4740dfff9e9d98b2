import { readTotpCode } from '@domain/totp-code';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../platform/errors';
import type { Identity } from '../../access/identity';
import type { TotpConfirmation } from '../../access/totp-confirmation';
import type { TotpProofRepository } from '../../store/totp-proof-repository';

/** How long a session's proof is kept, seconds: no session outlives its refresh token (12 h, infra/auth.ts). */
export const SESSION_PROOF_SECONDS = 12 * 3600;

export const VER_COMO_TOTP_MESSAGE = "No se puede configurar la verificación en dos pasos mientras usa 'Ver como'.";

/** What confirming an app needs: the pool, the server's TOTP records and the clock. */
export interface ConfirmTotpDeps {
  totpConfirmation: TotpConfirmation;
  totpProofs: Pick<TotpProofRepository, 'recordEnrolment' | 'recordSessionProof'>;
  now(): Date;
}

/**
 * Confirms the signed-in user's authenticator app with a code it shows now, checked by Cognito (VerifySoftwareToken)
 * with the user's access token, and enables it: the user's enrolment is recorded now (sessions that sign in from now
 * on answered the app's code, lambdas/access/second-factor.ts) and this session, which proved a fresh code, is
 * TOTP-verified for as long as it lives.
 * @param request `codigo` six digits (spaces allowed), `accessToken` the user's Cognito access token.
 * @throws BadRequestError for a malformed body or code, or a wrong code; ForbiddenError while seeing as someone or for
 *   another user's access token; UnauthorizedError for a token without its sign-in.
 */
export async function confirmTotp(identity: Identity, request: unknown, deps: ConfirmTotpDeps): Promise<void> {
  if (identity.impersonatedBy) throw new ForbiddenError(VER_COMO_TOTP_MESSAGE);
  if (!identity.session) throw new UnauthorizedError();
  const { codigo, accessToken } = (request ?? {}) as { codigo?: unknown; accessToken?: unknown };
  if (typeof codigo !== 'string' || typeof accessToken !== 'string' || !accessToken) {
    throw new BadRequestError("Solicitud inválida: 'codigo' y 'accessToken'");
  }
  const read = readTotpCode(codigo);
  if ('problem' in read) throw new BadRequestError(read.problem);
  await deps.totpConfirmation.confirm(identity.username, accessToken, read.code);
  const nowSeconds = Math.floor(deps.now().getTime() / 1000);
  await deps.totpProofs.recordEnrolment(identity.username, nowSeconds);
  await deps.totpProofs.recordSessionProof(identity.session.id, identity.username, nowSeconds + SESSION_PROOF_SECONDS);
}
