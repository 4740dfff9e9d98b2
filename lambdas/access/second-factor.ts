import { AdminGetUserCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ForbiddenError } from '../platform/errors';
import type { Identity, SecondFactorCheck } from './identity';
import type { OperationAccess } from './operation-permissions';

/** The refusal of a 'cuentas' operation to a user who has not set up an authenticator app. */
export const TOTP_REQUIRED_MESSAGE = 'Para administrar cuentas debe activar la verificación en dos pasos (TOTP).';

/**
 * The refusal of any other operation that needs a TOTP-verified session (a cession, its keys, its return or refusal,
 * a webhook secret) to a session without one; the web answers it with the step-up (setup, then the same call again).
 */
export const TOTP_OPERATION_MESSAGE = 'Esta operación requiere verificar su código de autenticación (TOTP).';

/** Cognito's name of the authenticator-app (TOTP, RFC 6238) second factor in UserMFASettingList. */
const SOFTWARE_TOKEN_MFA = 'SOFTWARE_TOKEN_MFA';

/**
 * How long a user found enrolled stays known as enrolled in this container (a user without TOTP is asked every time).
 */
const ENROLLED_CACHE_MS = 60_000;

/**
 * {@link SecondFactorCheck} over Cognito AdminGetUser (cognito-local locally): enrolled when the user's
 * UserMFASettingList holds SOFTWARE_TOKEN_MFA, which Cognito sets once the app's first code is verified and the user's
 * MFA preference enables it; from then on every sign-in of that user answers the SOFTWARE_TOKEN_MFA challenge.
 * A positive answer is kept for {@link ENROLLED_CACHE_MS} per username; a negative one is never kept, so a user is let
 * through as soon as they finish the setup.
 */
export class CognitoSecondFactorCheck implements SecondFactorCheck {
  private readonly enrolledUntil = new Map<string, number>();

  constructor(
    private readonly cognito: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** @throws the SDK's error for anything but an unknown user (the operation then fails closed). */
  async hasSoftwareToken(username: string): Promise<boolean> {
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
 * pool-wide: the person signed in (the administrator when seeing as someone) must have an authenticator app enabled.
 * That makes the session TOTP-verified: Cognito asks such a user for the app's code at every sign-in
 * (SOFTWARE_TOKEN_MFA), and a session opened before the setup proved a fresh code when it verified the app. Other
 * operations pass untouched, without a call to the pool.
 * @param access the operation's entry in GRAPHQL_ACCESS or REST_ACCESS (lambdas/access/operation-permissions.ts).
 * @param check the pool reader; absent means not configured, and a gated operation is then refused (fails closed).
 * @throws ForbiddenError with {@link TOTP_REQUIRED_MESSAGE} (cuentas operations) or {@link TOTP_OPERATION_MESSAGE}
 *   (the others) when the signed-in user has no TOTP.
 */
export async function assertSecondFactor(
  identity: Identity,
  access: OperationAccess | undefined,
  check: SecondFactorCheck | undefined,
): Promise<void> {
  if (!needsSecondFactor(access)) return;
  const signedIn = identity.impersonatedBy?.username ?? identity.username;
  if (check && (await check.hasSoftwareToken(signedIn))) return;
  throw new ForbiddenError(needsCuentas(access) ? TOTP_REQUIRED_MESSAGE : TOTP_OPERATION_MESSAGE);
}
