import { AdminGetUserCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ForbiddenError } from '../platform/errors';
import type { TotpProofRepository } from '../store/totp-proof-repository';
import type { Identity, SecondFactorCheck, SignInSession, TotpSessionStatus } from './identity';
import type { OperationAccess } from './operation-permissions';

/** The refusal of a 'cuentas' operation to a user who has not set up an authenticator app. */
export const TOTP_REQUIRED_MESSAGE = 'Para administrar cuentas debe activar la verificación en dos pasos (TOTP).';

/**
 * The refusal of any other operation that needs a TOTP-verified session (a cession, its keys, its return or refusal,
 * a webhook secret) to a session without one, and of every such operation to a session of an enrolled user that has
 * not proved a code; the web answers it with the step-up (the app's setup, or signing in again with its code).
 */
export const TOTP_OPERATION_MESSAGE = 'Esta operación requiere verificar su código de autenticación (TOTP).';

/** Cognito's name of the authenticator-app (TOTP, RFC 6238) second factor in UserMFASettingList. */
const SOFTWARE_TOKEN_MFA = 'SOFTWARE_TOKEN_MFA';

/**
 * How long a user found enrolled stays known as enrolled in this container (a user without TOTP is asked every time).
 */
const ENROLLED_CACHE_MS = 60_000;

/**
 * {@link SecondFactorCheck} over Cognito AdminGetUser (cognito-local locally) and the server's TOTP records
 * (lambdas/store/totp-proof-repository.ts). A session is 'verified' when its user has SOFTWARE_TOKEN_MFA in
 * UserMFASettingList and either the session proved a code to the server (the app's setup confirmed through
 * POST /api/totp/verificacion records it) or it signed in at or after the user's recorded enrolment: from then on
 * Cognito asks every sign-in of that user for the app's code (the SOFTWARE_TOKEN_MFA challenge), so such a session
 * answered it. A user found enrolled without a recorded enrolment (set up before the server kept one, or outside the
 * app) is recorded as enrolled now, so only later sign-ins count. Sign-in and enrolment times are whole seconds (the
 * token's auth_time): a session signed in within the very second of the enrolment counts as after it. A positive
 * AdminGetUser answer is kept for {@link ENROLLED_CACHE_MS} per username; a negative one is never kept.
 */
export class CognitoSecondFactorCheck implements SecondFactorCheck {
  private readonly enrolledUntil = new Map<string, number>();

  constructor(
    private readonly cognito: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
    private readonly proofs: Pick<TotpProofRepository, 'enrolledAt' | 'enrolmentSeenAt' | 'hasSessionProof'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** @throws the SDK's or the store's error (the operation then fails closed). */
  async sessionStatus(username: string, session: SignInSession | undefined): Promise<TotpSessionStatus> {
    if (!(await this.hasSoftwareToken(username))) return 'notEnrolled';
    if (!session) return 'unproven';
    const nowSeconds = Math.floor(this.now() / 1000);
    if (await this.proofs.hasSessionProof(session.id, username, nowSeconds)) return 'verified';
    const enrolledAt =
      (await this.proofs.enrolledAt(username)) ?? (await this.proofs.enrolmentSeenAt(username, nowSeconds));
    return session.startedAt >= enrolledAt ? 'verified' : 'unproven';
  }

  /** Whether the user has TOTP enabled; false for an unknown user. @throws the SDK's other errors. */
  private async hasSoftwareToken(username: string): Promise<boolean> {
    if ((this.enrolledUntil.get(username) ?? 0) > this.now()) return true;
    try {
      const user = await this.cognito.send(
        new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: username }),
      );
      const enrolled = (user.UserMFASettingList ?? []).includes(SOFTWARE_TOKEN_MFA);
      if (enrolled) this.enrolledUntil.set(username, this.now() + ENROLLED_CACHE_MS);
      else this.enrolledUntil.delete(username);
      return enrolled;
    } catch (error) {
      if ((error as { name?: string }).name === 'UserNotFoundException') return false;
      throw error;
    }
  }
}

/** Whether an operation's declared access needs the cuentas flag (core-platform §6 'Cuentas'). */
export function needsCuentas(access: OperationAccess | undefined): boolean {
  return access?.kind === 'flag' && access.anyOf.includes('cuentas');
}

/**
 * Whether an operation needs a TOTP-verified session: those declared `secondFactor` in
 * lambdas/access/operation-permissions.ts (where money moves: certificates, claves, cessions, returns, Rechazar Dte,
 * webhook secrets) and every operation needing cuentas.
 */
export function needsSecondFactor(access: OperationAccess | undefined): boolean {
  return access?.secondFactor === true || needsCuentas(access);
}

/**
 * The second gate of an operation that {@link needsSecondFactor}, enforced by the app since Cognito's MFA setting is
 * pool-wide: the session of the person signed in (the administrator when seeing as someone) must be TOTP-verified,
 * i.e. have signed in through the authenticator app's code or proved a fresh one since it started
 * ({@link CognitoSecondFactorCheck}). Other operations pass untouched, without a call to the pool.
 * @param access the operation's entry in GRAPHQL_ACCESS or REST_ACCESS (lambdas/access/operation-permissions.ts).
 * @param check the session check; absent means not configured, and a gated operation is then refused (fails closed).
 * @throws ForbiddenError with {@link TOTP_REQUIRED_MESSAGE} (cuentas operations of a user without TOTP) or
 *   {@link TOTP_OPERATION_MESSAGE} (the others, and any session of an enrolled user that has not proved a code).
 */
export async function assertSecondFactor(
  identity: Identity,
  access: OperationAccess | undefined,
  check: SecondFactorCheck | undefined,
): Promise<void> {
  if (!needsSecondFactor(access)) return;
  const signedIn = identity.impersonatedBy?.username ?? identity.username;
  const status = check ? await check.sessionStatus(signedIn, identity.session) : 'notEnrolled';
  if (status === 'verified') return;
  throw new ForbiddenError(
    status === 'notEnrolled' && needsCuentas(access) ? TOTP_REQUIRED_MESSAGE : TOTP_OPERATION_MESSAGE,
  );
}
